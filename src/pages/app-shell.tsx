/** The offline app shell: gatsby-plugin-offline serves it and the client router fills it in. */
export default function AppShell(): null {
  return null;
}
