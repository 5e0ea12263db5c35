import * as React from "react";
import { act } from "react";
import { hydrateInTransition } from "../../src/site/hydrate";

// What the browser does with Gatsby's containers: the pre-rendered page is taken over as it is
// (its elements kept), while any other element Gatsby mounts into (develop's loading indicator,
// appended to the body) is rendered fresh, without a hydration mismatch.

declare global {
  // React's flag for environments that run act().
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  return (
    <div id="gatsby-focus-wrapper">
      <h1>Output</h1>
    </div>
  );
}

let errors: jest.SpyInstance;
beforeEach(() => {
  document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><h1>Output</h1></div></div>';
  errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

it("hydrates the pre-rendered page, keeping its elements", async () => {
  const heading = document.querySelector("h1");
  await act(async () => hydrateInTransition(<Page />, document.getElementById("___gatsby")));
  expect(document.querySelector("h1")).toBe(heading);
  expect(errors).not.toHaveBeenCalled();
});

it("renders into an element of its own, beside the pre-rendered page, without a hydration error", async () => {
  const indicator = document.createElement("div");
  document.body.append(indicator);
  await act(async () => hydrateInTransition(<span>Loading</span>, indicator));
  expect(indicator.textContent).toBe("Loading");
  expect(errors).not.toHaveBeenCalled();
});

it("renders into a root that holds no pre-rendered page", async () => {
  document.body.innerHTML = '<div id="___gatsby"></div>';
  await act(async () => hydrateInTransition(<Page />, document.getElementById("___gatsby")));
  expect(document.querySelector("h1")?.textContent).toBe("Output");
  expect(errors).not.toHaveBeenCalled();
});
