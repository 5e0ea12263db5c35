import * as React from "react";
import type { PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { Splash } from "../components/Splash/Splash";
import { HomeStep } from "../components/HomeStep/HomeStep";
import { NextSteps } from "../components/NextSteps/NextSteps";
import { Sponsors } from "../components/Sponsors/Sponsors";
import type { HomePageContext } from "../site/page-context";

/** Home page: splash, two steps with code highlighted at build time (src/node/home-page.ts), sponsors. */
export default function HomePage({ pageContext }: PageProps<object, HomePageContext>): React.ReactElement {
  return (
    <>
      <Seo path="/" />
      <Splash />
      <HomeStep id="write-your-code" title="Write Your Code" sampleHtml={pageContext.writeYourCode}>
        <p>
          Keep each piece of your application in its own module. A module imports what it needs — another script, a
          stylesheet, an image — and exports what others may use. ES modules, CommonJS and AMD all work.
        </p>
      </HomeStep>
      <HomeStep id="bundle-it" title="Bundle It" sampleHtml={pageContext.bundleIt}>
        <p>
          webpack needs no configuration to start: it reads <code>src/index.js</code> and writes{" "}
          <code>dist/main.js</code>. Add a <code>webpack.config.js</code> when you want loaders for other file types,
          more entry points or a different output, then run <code>npx webpack</code>.
        </p>
      </HomeStep>
      <NextSteps />
      <Sponsors />
    </>
  );
}
