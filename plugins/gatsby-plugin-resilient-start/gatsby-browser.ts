import type { GatsbyBrowser } from "gatsby";
import { guardSessionStorage } from "./session-storage";

/** Before Gatsby's start, which uses session storage without a guard (session-storage.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  guardSessionStorage();
};
