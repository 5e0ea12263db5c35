import * as React from "react";
import { browserStorage, readVotes, sendVote, writeVotes, type Vote, type VoteTopic, type Votes } from "./votes";
import * as styles from "./VoteApp.module.css";

export interface VoteBoardProps {
  topics: readonly VoteTopic[];
  /** "" keeps votes in the browser only. */
  serviceUrl: string;
}

const CHOICES: ReadonlyArray<{ vote: Vote; text: string; arrow: string }> = [
  { vote: 1, text: "Upvote", arrow: "▲" },
  { vote: -1, text: "Downvote", arrow: "▼" },
];

/** Documentation topics a reader can vote up or down; votes persist in the browser and go to the service if any. */
export function VoteBoard({ topics, serviceUrl }: VoteBoardProps): React.ReactElement {
  const [votes, setVotes] = React.useState<Votes>(() => readVotes(browserStorage()));
  const [status, setStatus] = React.useState("");

  const choose = (topic: VoteTopic, vote: Vote) => {
    const next = votes[topic.id] === vote ? 0 : vote;
    const { [topic.id]: _previous, ...others } = votes;
    const updated: Votes = next === 0 ? others : { ...others, [topic.id]: next };
    setVotes(updated);
    const kept = writeVotes(browserStorage(), updated);
    if (!serviceUrl) {
      setStatus(kept ? "" : "This browser does not allow saving your votes; they last until you leave the page.");
      return;
    }
    void sendVote(serviceUrl, topic.id, next).then((sent) =>
      setStatus(
        sent
          ? `Your vote on “${topic.title}” was sent.`
          : "The vote service could not be reached; your vote is kept in this browser.",
      ),
    );
  };

  const clear = () => {
    setVotes({});
    writeVotes(browserStorage(), {});
    setStatus("Your votes were cleared.");
  };

  const count = topics.filter((topic) => votes[topic.id]).length;
  return (
    <div className={styles.app}>
      <p className={styles.mode}>
        {serviceUrl
          ? "Your votes are sent to the documentation team's vote service and kept in this browser."
          : "No vote service is configured for this site, so your votes are kept locally, in this browser only."}
      </p>
      <ol className={styles.topics}>
        {topics.map((topic) => {
          const current = votes[topic.id];
          return (
            <li key={topic.id} className={styles.topic}>
              <div className={styles.text}>
                <h2 id={`topic-${topic.id}`} className={styles.title}>
                  {topic.title}
                </h2>
                <p className={styles.description}>{topic.description}</p>
              </div>
              <div className={styles.choices} role="group" aria-label={`Your vote on ${topic.title}`}>
                {CHOICES.map(({ vote, text, arrow }) => (
                  <button
                    key={vote}
                    type="button"
                    className={current === vote ? `${styles.choice} ${styles.chosen}` : styles.choice}
                    aria-pressed={current === vote}
                    onClick={() => choose(topic, vote)}
                  >
                    <span aria-hidden="true">{arrow}</span> {text}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.footer}>
        <p className={styles.summary}>
          You have voted on {count} of {topics.length} topics.
        </p>
        {count > 0 && (
          <button type="button" className={styles.clear} onClick={clear}>
            Clear my votes
          </button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
