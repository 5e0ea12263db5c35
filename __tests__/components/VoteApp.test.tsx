import * as React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { VoteBoard } from "../../src/components/VoteApp/VoteBoard";
import { VOTES_KEY, readVotes } from "../../src/components/VoteApp/votes";
import VoteApp from "../../src/components/VoteApp/VoteApp";
import topicsData from "../../content/data/vote-topics.json";

const TOPICS = [
  { id: "workers", title: "Web workers", description: "Workers and worklets." },
  { id: "federation", title: "Module Federation", description: "Sharing code at run time." },
];

const group = (title: string) => screen.getByRole("group", { name: `Your vote on ${title}` });
const button = (title: string, name: "Upvote" | "Downvote") => within(group(title)).getByRole("button", { name });
const stored = () => JSON.parse(localStorage.getItem(VOTES_KEY) ?? "{}");

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe("VoteBoard", () => {
  it("lists the topics with up and down buttons", () => {
    render(<VoteBoard topics={TOPICS} serviceUrl="" />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Web workers",
      "Module Federation",
    ]);
    expect(button("Web workers", "Upvote")).toHaveAttribute("aria-pressed", "false");
    expect(button("Web workers", "Downvote")).toHaveAttribute("aria-pressed", "false");
  });

  it("keeps votes in the browser across visits, and a second click withdraws the vote", () => {
    const first = render(<VoteBoard topics={TOPICS} serviceUrl="" />);
    fireEvent.click(button("Web workers", "Upvote"));
    fireEvent.click(button("Module Federation", "Downvote"));
    expect(button("Web workers", "Upvote")).toHaveAttribute("aria-pressed", "true");
    expect(stored()).toEqual({ workers: 1, federation: -1 });
    expect(screen.getByText("You have voted on 2 of 2 topics.")).toBeInTheDocument();
    first.unmount();

    render(<VoteBoard topics={TOPICS} serviceUrl="" />);
    expect(button("Web workers", "Upvote")).toHaveAttribute("aria-pressed", "true");
    expect(button("Module Federation", "Downvote")).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(button("Web workers", "Upvote"));
    expect(button("Web workers", "Upvote")).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(button("Module Federation", "Upvote"));
    expect(stored()).toEqual({ federation: 1 });
  });

  it("says votes stay local and sends nothing when no vote service is configured", () => {
    render(<VoteBoard topics={TOPICS} serviceUrl="" />);
    expect(screen.getByText(/kept locally, in this browser only/)).toBeInTheDocument();
    fireEvent.click(button("Web workers", "Upvote"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts each vote to the configured service and reports the outcome", async () => {
    fetchMock.mockResolvedValueOnce({ ok: true }).mockRejectedValueOnce(new TypeError("offline"));
    render(<VoteBoard topics={TOPICS} serviceUrl="https://votes.example/api" />);
    expect(screen.getByText(/sent to the documentation team's vote service/)).toBeInTheDocument();
    fireEvent.click(button("Web workers", "Downvote"));
    expect(fetchMock).toHaveBeenCalledWith(
      "https://votes.example/api",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ topic: "workers", vote: -1 }) }),
    );
    expect(await screen.findByText("Your vote on “Web workers” was sent.")).toBeInTheDocument();
    fireEvent.click(button("Web workers", "Downvote"));
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ topic: "workers", vote: 0 });
    expect(await screen.findByText(/could not be reached; your vote is kept in this browser/)).toBeInTheDocument();
    expect(stored()).toEqual({});
  });

  it("clears all votes on request", () => {
    render(<VoteBoard topics={TOPICS} serviceUrl="" />);
    fireEvent.click(button("Web workers", "Upvote"));
    fireEvent.click(screen.getByRole("button", { name: "Clear my votes" }));
    expect(stored()).toEqual({});
    expect(button("Web workers", "Upvote")).toHaveAttribute("aria-pressed", "false");
  });

  it("ignores unreadable or foreign stored data", () => {
    localStorage.setItem(VOTES_KEY, "{not json");
    expect(readVotes(localStorage)).toEqual({});
    localStorage.setItem(VOTES_KEY, JSON.stringify({ workers: 1, federation: 7, other: "up" }));
    expect(readVotes(localStorage)).toEqual({ workers: 1 });
    render(<VoteBoard topics={TOPICS} serviceUrl="" />);
    expect(button("Web workers", "Upvote")).toHaveAttribute("aria-pressed", "true");
    expect(button("Module Federation", "Upvote")).toHaveAttribute("aria-pressed", "false");
  });
});

describe("VoteApp (the lazy chunk)", () => {
  it("shows every topic of content/data/vote-topics.json, locally without GATSBY_VOTE_SERVICE_URL", async () => {
    await act(async () => {
      render(<VoteApp />);
    });
    expect(screen.getAllByRole("group")).toHaveLength(topicsData.length);
    expect(screen.getByText(/kept locally/)).toBeInTheDocument();
  });
});
