import type { GatsbyConfig, PluginRef } from "gatsby";
import { analyticsOrigins, readAnalyticsConfig } from "../../src/site/analytics-config";
import { PLAUSIBLE_HOSTED_SCRIPT } from "../../src/site/analytics-options";
import { contentSecurityPolicy } from "../../plugins/gatsby-plugin-hosting-headers/content-security-policy";

const VARIABLES = [
  "GATSBY_GA_MEASUREMENT_ID",
  "GATSBY_PLAUSIBLE_DOMAIN",
  "GATSBY_PLAUSIBLE_SCRIPT_URL",
  "GATSBY_PLAUSIBLE_API_URL",
];

/** gatsby-config and the policy's third parties as a build with ENV would load them. */
function loadSite(env: Record<string, string>): {
  config: GatsbyConfig;
  thirdParties: { scripts: string[]; connections: string[]; images: string[] };
} {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
  try {
    let loaded: ReturnType<typeof loadSite> | undefined;
    jest.isolateModules(() => {
      const config = (require("../../gatsby-config") as { default: GatsbyConfig }).default;
      const { THIRD_PARTIES } = require("../../src/site/third-parties") as {
        THIRD_PARTIES: ReturnType<typeof loadSite>["thirdParties"];
      };
      loaded = { config, thirdParties: THIRD_PARTIES };
    });
    return loaded as ReturnType<typeof loadSite>;
  } finally {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

const pluginNames = (config: GatsbyConfig) =>
  (config.plugins ?? []).map((plugin: PluginRef) => (typeof plugin === "string" ? plugin : plugin.resolve));

describe("analytics configuration", () => {
  it("is off without variables", () => {
    expect(readAnalyticsConfig({})).toBeNull();
    expect(readAnalyticsConfig({ GATSBY_GA_MEASUREMENT_ID: " ", GATSBY_PLAUSIBLE_DOMAIN: "" })).toBeNull();
    expect(analyticsOrigins(null)).toEqual({ scripts: [], connections: [], images: [] });
  });

  it("reads a GA4 measurement id and a Plausible-compatible tracker, hosted by default", () => {
    expect(readAnalyticsConfig({ GATSBY_GA_MEASUREMENT_ID: "G-ABC123" })).toEqual({
      googleAnalytics: { measurementId: "G-ABC123" },
    });
    expect(readAnalyticsConfig({ GATSBY_PLAUSIBLE_DOMAIN: "webpack.js.org" })).toEqual({
      plausible: { domain: "webpack.js.org", scriptUrl: PLAUSIBLE_HOSTED_SCRIPT },
    });
    expect(
      readAnalyticsConfig({
        GATSBY_PLAUSIBLE_DOMAIN: "webpack.js.org",
        GATSBY_PLAUSIBLE_SCRIPT_URL: "https://stats.example.org/js/script.manual.js",
        GATSBY_PLAUSIBLE_API_URL: "/api/event",
      }),
    ).toEqual({
      plausible: {
        domain: "webpack.js.org",
        scriptUrl: "https://stats.example.org/js/script.manual.js",
        apiUrl: "/api/event",
      },
    });
  });

  it.each([
    [{ GATSBY_GA_MEASUREMENT_ID: "UA-1234-1" }, /GATSBY_GA_MEASUREMENT_ID/],
    [{ GATSBY_PLAUSIBLE_DOMAIN: "https://webpack.js.org" }, /GATSBY_PLAUSIBLE_DOMAIN/],
    [
      {
        GATSBY_PLAUSIBLE_DOMAIN: "webpack.js.org",
        GATSBY_PLAUSIBLE_SCRIPT_URL: "http://stats.example.org/js/script.js",
      },
      /https/,
    ],
    [
      { GATSBY_PLAUSIBLE_DOMAIN: "webpack.js.org", GATSBY_PLAUSIBLE_SCRIPT_URL: "//stats.example.org/js/script.js" },
      /absolute URL/,
    ],
    [{ GATSBY_PLAUSIBLE_SCRIPT_URL: "https://stats.example.org/js/script.manual.js" }, /need GATSBY_PLAUSIBLE_DOMAIN/],
  ])("fails the build on a wrong value: %j", (env, message) => {
    expect(() => readAnalyticsConfig(env)).toThrow(message);
  });

  it("gives the policy the trackers' origins: scripts, where they send, and nothing for the site's own paths", () => {
    expect(
      analyticsOrigins({ plausible: { domain: "d", scriptUrl: "https://stats.example.org/js/script.manual.js" } }),
    ).toEqual({
      scripts: ["https://stats.example.org"],
      connections: ["https://stats.example.org"],
      images: [],
    });
    expect(
      analyticsOrigins({
        plausible: {
          domain: "d",
          scriptUrl: "https://cdn.example.org/s.js",
          apiUrl: "https://in.example.org/api/event",
        },
      }).connections,
    ).toEqual(["https://in.example.org"]);
    expect(analyticsOrigins({ plausible: { domain: "d", scriptUrl: "/js/script.manual.js" } })).toEqual({
      scripts: [],
      connections: [],
      images: [],
    });
    const google = analyticsOrigins({ googleAnalytics: { measurementId: "G-ABC123" } });
    expect(google.scripts).toEqual(["https://www.googletagmanager.com"]);
    expect(google.connections).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
  });
});

describe("the build's configuration", () => {
  it("has no analytics plugin and no tracker origin in the policy without variables", () => {
    const { config, thirdParties } = loadSite({});
    expect(pluginNames(config)).not.toContain("gatsby-plugin-reader-analytics");
    expect(pluginNames(config)).not.toContain("gatsby-plugin-google-gtag");
    const policy = contentSecurityPolicy([], thirdParties);
    expect(policy).not.toMatch(/googletagmanager|google-analytics|plausible/);
  });

  it("adds the plugins, GA4's after the local one, and the trackers' origins when configured", () => {
    const { config, thirdParties } = loadSite({
      GATSBY_GA_MEASUREMENT_ID: "G-ABC123",
      GATSBY_PLAUSIBLE_DOMAIN: "webpack.js.org",
    });
    const names = pluginNames(config);
    expect(names.indexOf("gatsby-plugin-reader-analytics")).toBeGreaterThan(-1);
    expect(names.indexOf("gatsby-plugin-google-gtag")).toBeGreaterThan(names.indexOf("gatsby-plugin-reader-analytics"));
    expect(names[names.length - 2]).toBe("gatsby-plugin-hosting-headers");
    const policy = contentSecurityPolicy([], thirdParties);
    expect(policy).toMatch(
      /script-src [^;]*https:\/\/www\.googletagmanager\.com[^;]*https:\/\/plausible\.io|script-src [^;]*https:\/\/plausible\.io[^;]*https:\/\/www\.googletagmanager\.com/,
    );
    expect(policy).toMatch(/connect-src [^;]*https:\/\/plausible\.io/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});
