/**
 * gatsby-plugin-google-gtag's real code (its head elements and its onRouteUpdate) with this
 * plugin's consent default, head filter and gate, in jsdom: what ends up in dataLayer is what gtag.js
 * would send once it loads (it is not reachable here).
 */
import * as React from "react";
import { announce } from "../../../src/site/reader-events";
import { gtagScriptUrl } from "../../../src/site/analytics-options";
import { onPreRenderHTML, onRenderBody } from "../gatsby-ssr";
import { startReaderAnalytics } from "../runtime";

// The plugin ships CommonJS without types.
const gtagSsr = require("gatsby-plugin-google-gtag/gatsby-ssr") as {
  onRenderBody: (api: object, options: object) => void;
};
const gtagBrowser = require("gatsby-plugin-google-gtag/gatsby-browser") as {
  onRouteUpdate: (api: { location: URL }, options: object) => void;
};

const ID = "G-TEST123";
const OPTIONS = { googleAnalytics: { measurementId: ID }, plugins: [] };
/** What gatsby-config passes gatsby-plugin-google-gtag. */
const gtagOptions = () => ({
  trackingIds: [ID],
  gtagConfig: { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false },
  pluginConfig: { head: true, respectDNT: true },
  plugins: [],
});

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: ArrayLike<unknown>[] };
type Element = React.ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>;

/** The head elements as Gatsby would write them: both plugins' onRenderBody, then this plugin's onPreRenderHTML. */
function renderHead(): Element[] {
  let head: React.ReactNode[] = [];
  const setHeadComponents = (components: React.ReactNode[]) => {
    head = head.concat(components);
  };
  const api = { setHeadComponents, setPostBodyComponents: () => undefined };
  (onRenderBody as (api: object, options: object) => void)(api, OPTIONS);
  gtagSsr.onRenderBody(api, gtagOptions());
  (onPreRenderHTML as (api: object, options: object) => void)(
    {
      pathname: "/",
      getHeadComponents: () => head,
      replaceHeadComponents: (components: React.ReactNode[]) => (head = components),
    },
    OPTIONS,
  );
  return head as Element[];
}

/** Runs the pages' inline scripts, in order, as the browser would. */
function runInlineScripts(head: Element[]): void {
  for (const element of head) {
    const source = element.props.dangerouslySetInnerHTML?.__html;
    // Indirect eval: global scope, as an inline script runs.
    // eslint-disable-next-line no-eval
    if (source) (0, eval)(source);
  }
}

const dataLayer = () => Array.from((window as GtagWindow).dataLayer ?? [], (entry) => Array.from(entry));
const routeUpdate = (path: string) => {
  gtagBrowser.onRouteUpdate({ location: new URL(path, window.location.href) }, gtagOptions());
  jest.runAllTimers();
};
const scripts = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

let stop: (() => void) | undefined;
const nodeEnv = process.env.NODE_ENV;

beforeEach(() => {
  jest.useFakeTimers();
  process.env.NODE_ENV = "production"; // the plugin's onRouteUpdate does nothing otherwise
});

afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
  process.env.NODE_ENV = nodeEnv;
  delete (window as GtagWindow).gtag;
  delete (window as GtagWindow).dataLayer;
  for (const name of ["doNotTrack", "globalPrivacyControl"])
    delete (window.navigator as unknown as Record<string, unknown>)[name];
  document.head.innerHTML = "";
});

describe("Google Analytics 4 through gatsby-plugin-google-gtag", () => {
  it("keeps the plugin's config but not its eager gtag.js tag or preconnect; consent comes first", () => {
    const head = renderHead();
    expect(head.map((element) => element.key)).toEqual([
      "reader-analytics-gtag-consent",
      "gatsby-plugin-google-gtag-config",
    ]);
  });

  it("fails the build when gatsby-plugin-google-gtag's elements are not there to adjust", () => {
    const consentOnly: React.ReactNode[] = [];
    (onRenderBody as (api: object, options: object) => void)(
      { setHeadComponents: (components: React.ReactNode[]) => consentOnly.push(...components) },
      OPTIONS,
    );
    const adjust = () =>
      (onPreRenderHTML as (api: object, options: object) => void)(
        { pathname: "/x/", getHeadComponents: () => consentOnly, replaceHeadComponents: () => undefined },
        OPTIONS,
      );
    expect(adjust).toThrow(/on \/x\/, gatsby-plugin-google-gtag's head elements are not as expected/);
  });

  it("queues exactly one page_view per page: none from config, none for an anchor jump", () => {
    runInlineScripts(renderHead());
    stop = startReaderAnalytics(OPTIONS);
    routeUpdate("/concepts/");
    routeUpdate("/concepts/#entry");
    routeUpdate("/configuration/output/");
    const layer = dataLayer();
    expect(layer[0]).toEqual([
      "consent",
      "default",
      { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(layer[1][0]).toBe("js");
    expect(layer[2]).toEqual([
      "config",
      ID,
      {
        anonymize_ip: true,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
        send_page_view: false,
      },
    ]);
    const views = layer.filter((entry) => entry[0] === "event" && entry[1] === "page_view");
    expect(views.map((entry) => (entry[2] as { page_location: string }).page_location)).toEqual([
      "http://localhost/concepts/",
      "http://localhost/configuration/output/",
    ]);
    expect(layer).toHaveLength(5);
  });

  it("loads gtag.js only after load and idle, and sends the site's events", () => {
    runInlineScripts(renderHead());
    stop = startReaderAnalytics(OPTIONS);
    expect(scripts()).toEqual([]);
    jest.runAllTimers();
    expect(scripts()).toEqual([gtagScriptUrl(ID)]);
    announce({ type: "edit-document" });
    announce({ type: "search", query: "qwxz", results: 0 });
    jest.runAllTimers();
    expect(dataLayer().slice(3)).toEqual([
      ["event", "edit_document"],
      ["event", "search_no_results", { search_term: "qwxz" }],
    ]);
  });

  it("under Do Not Track the plugin defines no gtag, and nothing loads", () => {
    Object.defineProperty(window.navigator, "doNotTrack", { value: "1", configurable: true });
    runInlineScripts(renderHead());
    stop = startReaderAnalytics(OPTIONS);
    routeUpdate("/concepts/");
    expect((window as GtagWindow).gtag).toBeUndefined();
    expect(scripts()).toEqual([]);
  });

  it("under Global Privacy Control gtag records nothing more, and nothing loads", () => {
    Object.defineProperty(window.navigator, "globalPrivacyControl", { value: true, configurable: true });
    runInlineScripts(renderHead());
    const before = dataLayer();
    stop = startReaderAnalytics(OPTIONS);
    routeUpdate("/concepts/");
    announce({ type: "print-document" });
    jest.runAllTimers();
    expect(dataLayer()).toEqual(before);
    expect(scripts()).toEqual([]);
  });
});
