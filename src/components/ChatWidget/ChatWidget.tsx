import * as React from "react";
import { EXTERNAL_LINKS } from "../../site/links";
import { useHydrated } from "../../hooks/use-hydrated";
import { Icon } from "../Icon/Icon";
import { startChat, type ChatInstance } from "./load-chat";
import * as styles from "./ChatWidget.module.css";

type ChatState = { state: "idle" | "loading" | "unavailable" } | { state: "ready"; chat: ChatInstance; open: boolean };

/**
 * Floating community-chat button: browser only, and nothing is requested
 * before the first click. Without the widget (no network) a click opens the chat room instead.
 */
export function ChatWidget(): React.ReactElement | null {
  const mounted = useHydrated();
  const [chat, setChat] = React.useState<ChatState>({ state: "idle" });
  if (!mounted) return null;

  const openRoom = (): void => {
    window.open(EXTERNAL_LINKS.gitter, "_blank", "noopener");
  };

  const onClick = (): void => {
    if (chat.state === "ready") {
      chat.chat.toggleChat(!chat.open);
      setChat({ ...chat, open: !chat.open });
    } else if (chat.state === "unavailable") {
      openRoom();
    } else if (chat.state === "idle") {
      setChat({ state: "loading" });
      startChat(EXTERNAL_LINKS.chatWidget).then(
        (instance) => {
          instance.toggleChat(true);
          setChat({ state: "ready", chat: instance, open: true });
        },
        () => {
          setChat({ state: "unavailable" });
          openRoom();
        },
      );
    }
  };

  return (
    <button
      type="button"
      className={`${styles.chat} no-print`}
      aria-label="Open community chat"
      aria-busy={chat.state === "loading"}
      onClick={onClick}
    >
      <Icon name="chat" size={26} />
    </button>
  );
}
