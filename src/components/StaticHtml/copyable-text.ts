/**
 * The text the copy button puts on the clipboard. For a diff: the file after the change, i.e.
 * without removed lines and without the +/- markers (and the leading space of context lines when
 * the block is a proper unified diff).
 */
export function copyableText(code: string, language: string | undefined): string {
  if (language !== "diff") return code;
  const lines = code.split("\n").filter((line) => !line.startsWith("-") && !line.startsWith("@@"));
  const unified = lines.every((line) => line === "" || /^[+ ]/.test(line));
  return lines
    .map((line) => (line.startsWith("+") || (unified && line.startsWith(" ")) ? line.slice(1) : line))
    .join("\n");
}
