/** @jest-environment node */
import type { CreateDevServerArgs, Node, NodeInput } from "gatsby";
import { warmUpEditCycle } from "../../src/node/warm-up-develop";

// The warm-up must be a node mutation Gatsby accepts (no owner, which Gatsby sets itself) that
// changes nothing: the same node, with the same content digest.

const project: Node = {
  id: "project-1",
  parent: null,
  children: [],
  internal: { type: "Project", contentDigest: "abc", owner: "default-site-plugin" },
  title: "webpack-cli",
  repo: "webpack/webpack-cli",
};

function run(nodes: Node[]): NodeInput[] {
  const created: NodeInput[] = [];
  const args = {
    actions: { createNode: (node: NodeInput) => void created.push(node) },
    getNodesByType: (type: string) => nodes.filter((node) => node.internal.type === type),
  } as unknown as CreateDevServerArgs;
  void warmUpEditCycle?.(args, {} as never, () => undefined);
  return created;
}

it("creates one unchanged node again, without the fields Gatsby owns", () => {
  expect(run([project])).toEqual([
    {
      id: "project-1",
      parent: null,
      children: [],
      internal: { type: "Project", contentDigest: "abc" },
      title: "webpack-cli",
      repo: "webpack/webpack-cli",
    },
  ]);
});

it("does nothing on a site without such a node", () => {
  expect(run([])).toEqual([]);
});
