import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { pagePerTest } from "./browser";
import { BASE_URL } from "./config";
import { RANKS, RANK_TITLES } from "../../src/components/Sponsors/sponsors";

const root = join(__dirname, "..", "..");
const readData = <T>(name: string): T => JSON.parse(readFileSync(join(root, "content", "data", name), "utf8")) as T;
const sponsors = readData<{ sponsors: Array<{ name: string; url: string; rank: string }> }>("sponsors.json").sponsors;
const kits = readData<Array<{ repo: string; maintainer: string; tags: string[] }>>("starter-kits.json");
const topics = readData<Array<{ id: string; title: string }>>("vote-topics.json");
const projects = readData<Array<{ repo: string; maintainer: string }>>("projects.json");

/**
 * Strings that exist only in the lazy chunks: data from each data file and text from each lazy
 * component's code. None may appear in a page's HTML or in the scripts that HTML loads.
 */
const LAZY_MARKERS: Record<string, string[]> = {
  "sponsor lists": [...sponsors.map((sponsor) => sponsor.url), "Nobody here yet"],
  "starter-kits table": [...kits.map((kit) => kit.repo), "Filter by tag"],
  "vote app": [...topics.map((topic) => topic.title), "Your vote on"],
};

let page: Page;
let consoleErrors: string[];

pagePerTest((next) => (page = next));
beforeEach(() => {
  consoleErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
});

/** Console errors other than, where third-party images are expected, the browser's note that a blocked image failed to load. */
function unexpectedErrors({ imagesBlocked = false } = {}): string[] {
  return consoleErrors.filter((text) => !(imagesBlocked && /^Failed to load resource/.test(text)));
}

const get = async (path: string): Promise<string> => (await fetch(`${BASE_URL}${path}`)).text();

/** The distinct first capture groups of PATTERN (a global regex) in TEXT. */
const captures = (text: string, pattern: RegExp): string[] => [
  ...new Set([...text.matchAll(pattern)].map((match) => match[1])),
];
const fetchAll = (files: string[]) => Promise.all(files.map(async (file) => ({ file, text: await get(file) })));

/** The page's HTML and every script it references: the JS a first visit runs. */
async function initialHtmlAndScripts(path: string): Promise<Array<{ file: string; text: string }>> {
  const html = await get(path);
  const named = await fetchAll(captures(html, /(?:src|href)="(\/[^"]+\.js)"/g));
  expect(named.some(({ file }) => /^\/app-[0-9a-f]+\.js$/.test(file))).toBe(true);
  return [{ file: `${path} (HTML)`, text: html }, ...named];
}

/** `marker in file` for each lazy marker found in FILES. */
function lazyMarkersIn(files: Array<{ file: string; text: string }>): string[] {
  return files.flatMap(({ file, text }) =>
    Object.entries(LAZY_MARKERS).flatMap(([chunk, markers]) =>
      markers.filter((marker) => text.includes(marker)).map((marker) => `${chunk}: "${marker}" in ${file}`),
    ),
  );
}

describe("lazy, browser-only parts", () => {
  it("has each lazy marker in some built chunk (so the checks below can fail)", () => {
    const chunks = readdirSync(join(root, "public"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(root, "public", file), "utf8"));
    for (const markers of Object.values(LAZY_MARKERS)) {
      for (const marker of markers) expect(chunks.some((chunk) => chunk.includes(marker))).toBe(true);
    }
  });

  it.each(["/", "/starter-kits/", "/vote/"])(
    "keeps sponsor lists, starter-kits table and vote app out of the HTML and initial JS of %s",
    async (path) => {
      expect(lazyMarkersIn(await initialHtmlAndScripts(path))).toEqual([]);
    },
  );

  it("loads the sponsor chunk on / once its section nears the screen, and never the table or vote chunks", async () => {
    const scripts: Array<Promise<string>> = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/", { waitUntil: "networkidle" });
    // Hydrated: the chat button is rendered only then.
    await page.getByRole("button", { name: "Open community chat" }).waitFor();
    const before = await Promise.all(scripts);
    expect(before.some((text) => text.includes("Nobody here yet"))).toBe(false);
    await expect(page.getByRole("status").filter({ hasText: "Loading sponsors…" }).count()).resolves.toBe(1);
    await page.locator("#support-the-team").scrollIntoViewIfNeeded();
    await page.getByRole("heading", { level: 3, name: "Backers" }).waitFor();
    const loaded = await Promise.all(scripts);
    const has = (marker: string) => loaded.some((text) => text.includes(marker));
    expect(has("Nobody here yet")).toBe(true);
    expect(LAZY_MARKERS["starter-kits table"].filter(has)).toEqual([]);
    expect(LAZY_MARKERS["vote app"].filter(has)).toEqual([]);
  });
});

describe("home page", () => {
  it("pre-renders the heading, the two code samples, three anchored headings and a loading status for sponsors", async () => {
    const html = await get("/");
    expect(html).toMatch(/<h1[^>]*>bundle your <span[^>]*><span[^>]*>assets<\/span><\/span><\/h1>/);
    expect(html.match(/<pre[\s>]/g)).toHaveLength(2);
    expect(html).toContain('class="token keyword"');
    expect(html).toMatch(/role="status"[^>]*>Loading sponsors…/);
  });

  it("shows the splash, the steps, the closing links and every sponsor rank", async () => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("bundle your assets");
    await page.getByRole("img", { name: /modules with dependencies/i }).waitFor();
    await page.getByTestId("cube").waitFor();
    const main = page.locator("main");
    await page.locator("#support-the-team").scrollIntoViewIfNeeded();
    await page.getByRole("heading", { level: 3, name: "Backers" }).waitFor();
    expect(await main.locator("h2").allTextContents()).toEqual(["Write Your Code", "Bundle It", "Support the Team"]);
    expect(await main.locator("h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]").count()).toBe(3);
    expect(await main.locator("pre").count()).toBe(2);
    expect(await main.locator("pre .token").count()).toBeGreaterThan(5);
    expect(await main.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/guides/getting-started/");
    expect(await main.getByRole("link", { name: "Learn the core concepts" }).getAttribute("href")).toBe("/concepts/");
    expect(await main.locator("h3").allTextContents()).toEqual(RANKS.map((rank) => RANK_TITLES[rank]));
    // Logos cannot load here: every sponsor is still a visible, named link.
    for (const sponsor of sponsors) {
      const link = main.locator(`a[href="${sponsor.url}"]`);
      await expect(link.innerText()).resolves.toBe(sponsor.name);
    }
    const emptyRanks = ["latest", "platinum", "gold", "silver", "bronze", "backer"].filter(
      (rank) => !sponsors.some((sponsor) => sponsor.rank === rank),
    );
    expect(emptyRanks.length).toBeGreaterThan(0);
    const invitations = main.getByRole("link", { name: /^Become a/ });
    expect(await invitations.count()).toBe(emptyRanks.length);
    expect(await invitations.first().getAttribute("href")).toBe("https://opencollective.com/webpack");
    expect(unexpectedErrors({ imagesBlocked: true })).toEqual([]);
  });

  it("changes the word after about 5 s and turns the cube at the same time", async () => {
    await page.goto("/");
    const started = Date.now();
    const heading = page.getByRole("heading", { level: 1 });
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "bundle your scripts", null, {
      timeout: 8000,
    });
    expect(Date.now() - started).toBeGreaterThan(4000);
    await expect(heading.textContent()).resolves.toBe("bundle your scripts");
    await page.waitForFunction(
      () =>
        !/^rotateX\(0deg\) rotateY\(0deg\) rotateZ\(0deg\)$/.test(
          (document.querySelector('[data-testid="cube"]') as HTMLElement).style.transform,
        ),
      null,
      { timeout: 2000 },
    );
  }, 20_000);

  it("keeps the cube still and the word change unanimated under prefers-reduced-motion", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "bundle your scripts", null, {
      timeout: 8000,
    });
    await page.waitForTimeout(500);
    expect(await page.getByTestId("cube").evaluate((cube) => (cube as HTMLElement).style.transform)).toBe(
      "rotateX(0deg) rotateY(0deg) rotateZ(0deg)",
    );
    expect(await page.locator("h1 span span").evaluate((word) => getComputedStyle(word).animationName)).toBe("none");
  }, 20_000);

  it("fits a 375 px screen without sideways scrolling", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.locator("#support-the-team").scrollIntoViewIfNeeded();
    await page.getByRole("heading", { level: 3, name: "Backers" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

describe("organization page", () => {
  it("lists every project of the data file, from Project nodes", async () => {
    const data = (await (await fetch(`${BASE_URL}/page-data/organization/page-data.json`)).json()) as {
      result: { data: { allProject: { nodes: Array<{ repo: string }> } } };
    };
    expect(data.result.data.allProject.nodes.map((node) => node.repo).sort()).toEqual(
      projects.map((project) => project.repo).sort(),
    );
    await page.goto("/organization/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("The Organization");
    expect(await page.locator("main article").count()).toBe(projects.length);
    expect(projects.length).toBeGreaterThanOrEqual(35);
  });

  it("gives each card its badges in fixed boxes, with alt text, and a maintainer or a call for one", async () => {
    await page.goto("/organization/");
    const cards = page.locator("main article");
    const first = cards.first();
    await first.getByRole("heading", { name: "Maintainer" }).waitFor();
    // Badges are every named picture of a card except the maintainer's avatar, the link to a profile.
    const badgeSelector = ":is([role='img'], img[alt]:not([alt=''])):not(a[href^='https://github.com/'] *)";
    // Measured in one synchronous call: a badge whose image fails is swapped for its label box
    // meanwhile, and an element measured after its removal has no box at all.
    const badges = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].map((element) => {
          const box = element.getBoundingClientRect();
          return {
            name: element.getAttribute("alt") ?? element.getAttribute("aria-label") ?? "",
            width: Math.round(box.width),
            height: Math.round(box.height),
            declared: Number(element.getAttribute("width") ?? (element as HTMLElement).style.width.replace("px", "")),
          };
        }),
      `main article ${badgeSelector}`,
    );
    expect(badges).toHaveLength(projects.length * 8);
    for (const badge of badges) {
      expect(badge.name).not.toBe("");
      expect(badge.height).toBe(20);
      expect(badge.width).toBe(badge.declared);
    }
    const needed = projects.filter((project) => !project.maintainer).length;
    expect(needed).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Maintainer needed..." }).count()).toBe(needed);
    const sokra = page.getByRole("link", { name: "sokra", exact: true }).first();
    expect(await sokra.getAttribute("href")).toBe("https://github.com/sokra");
    const maintainers = projects.filter((project) => project.maintainer).length;
    expect(await page.locator("main article a[href^='https://github.com/'] :is(img, [role='img'])").count()).toBe(
      maintainers,
    );
    expect(unexpectedErrors({ imagesBlocked: true })).toEqual([]);
  });
});

describe("starter kits page", () => {
  it("pre-renders the warning and a loading status, then loads the sortable, filterable table", async () => {
    const html = await get("/starter-kits/");
    expect(html).toMatch(/proofs of concept/);
    expect(html).toMatch(/not officially supported/);
    expect(html).not.toContain("<table");
    expect(html).toMatch(/role="status"[^>]*>Loading starter kits…/);

    await page.goto("/starter-kits/");
    const table = page.getByRole("table");
    await table.waitFor();
    expect(
      (await table.getByRole("columnheader").allInnerTexts()).map((text) => text.replace(/[▲▼↕\s]+$/u, "")),
    ).toEqual(["Project Name", "Maintainer", "Tags"]);
    const firstColumn = () => table.locator("tbody tr td:first-child").allInnerTexts();
    const byName = [...kits.map((kit) => kit.repo)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(await firstColumn()).toEqual(byName);
    await table.getByRole("button", { name: /^Project Name/ }).click();
    expect(await firstColumn()).toEqual([...byName].reverse());
    await page.getByLabel("Filter by tag").selectOption("vue");
    expect((await firstColumn()).sort()).toEqual(
      kits
        .filter((kit) => kit.tags.includes("vue"))
        .map((kit) => kit.repo)
        .sort(),
    );
    expect(unexpectedErrors()).toEqual([]);
  });
});

describe("vote page", () => {
  it("loads the vote app in the browser, keeps votes across visits and logs no errors", async () => {
    const html = await get("/vote/");
    expect(html).toMatch(/role="status"[^>]*>Loading the vote app…/);
    await page.goto("/vote/");
    await page.getByText(/kept locally, in this browser only/).waitFor();
    const topic = topics[0].title;
    const upvote = page.getByRole("group", { name: `Your vote on ${topic}` }).getByRole("button", { name: "Upvote" });
    expect(await upvote.getAttribute("aria-pressed")).toBe("false");
    await upvote.click();
    expect(await upvote.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await page.getByRole("group", { name: `Your vote on ${topic}` }).waitFor();
    expect(await upvote.getAttribute("aria-pressed")).toBe("true");
    await upvote.click();
    expect(await page.evaluate(() => localStorage.getItem("webpack-docs-votes"))).toBe("{}");
    expect(unexpectedErrors()).toEqual([]);
  });
});

describe("not-found page", () => {
  it("answers 404 with its heading and sentence, the page chrome and a way home", async () => {
    const response = await page.goto("/this/does/not/exist/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Page Not Found");
    await page.getByText("Oops! The page you are looking for has been removed or relocated.").waitFor();
    expect(await page.getByRole("link", { name: "Go to Homepage" }).getAttribute("href")).toBe("/");
    expect(await page.locator("header nav[aria-label='Main']").count()).toBe(1);
    expect(await page.locator("footer").count()).toBe(1);
    expect(await page.title()).toBe("Page Not Found | webpack");
  });
});
