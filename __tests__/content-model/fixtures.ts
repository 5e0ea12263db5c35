import { join } from "node:path";
import { readContentFiles } from "../content-files";

/** Files of a fixture folder under __tests__/fixtures/content-model, as content/-relative paths. */
export function loadFixture(name: string): Array<{ relativePath: string; text: string }> {
  return readContentFiles(join(__dirname, "..", "fixtures", "content-model", name));
}
