import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { Icon } from "../Icon/Icon";
import { copyableText } from "./copyable-text";
import * as styles from "./CodeBlock.module.css";

export type CodeBlockProps = React.ComponentPropsWithoutRef<"pre"> & {
  "data-language"?: string;
  "data-title"?: string;
};

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and insecure origins: copy through a selected, off-screen text area.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.left = "-9999px";
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy failed");
}

/** MDX `pre`: an optional file-name title, the build-time highlighted code and a copy button. */
export function CodeBlock({ children, ...props }: CodeBlockProps): React.ReactElement {
  const pre = React.useRef<HTMLPreElement>(null);
  const hydrated = useHydrated();
  const [result, setResult] = React.useState<"idle" | "copied" | "failed">("idle");
  React.useEffect(() => {
    if (result === "idle") return undefined;
    const timer = window.setTimeout(() => setResult("idle"), 2000);
    return () => window.clearTimeout(timer);
  }, [result]);

  const language = props["data-language"];
  const title = props["data-title"];
  const copy = (): void => {
    const text = copyableText(pre.current?.textContent ?? "", language);
    writeClipboard(text).then(() => setResult("copied"), () => setResult("failed"));
  };

  return (
    <div className={styles.block} data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre ref={pre} {...props} className={`${props.className ?? ""} ${styles.pre}`.trim()}>
          {children}
        </pre>
        <button type="button" className={`${styles.copy} no-print`} onClick={copy} disabled={!hydrated} aria-label="Copy code">
          <Icon name="copy" size={16} />
          <span aria-live="polite">{result === "copied" ? "Copied" : result === "failed" ? "Copy failed" : "Copy"}</span>
        </button>
      </div>
    </div>
  );
}
