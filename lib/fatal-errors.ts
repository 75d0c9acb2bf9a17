// Errors after which this process must not go on serving: it ends with exit code 1, so
// a supervisor (systemd, Docker's restart policy, Kubernetes) starts a fresh one. Plain
// Node imports this file as it is (server.mjs), so it imports only Node's own modules.
import type { Server } from "node:http";

let installed = false;

/**
 * Ends the process on an uncaught exception or an unhandled promise rejection. Those
 * reach the process only from outside a request (a request's errors are answered by
 * its route), e.g. a timer or an event emitter, and leave the process in an unknown state:
 * logged and ignored (Next.js's default) they left an instance that served nothing while
 * its job workers went on claiming jobs. Running jobs are taken over by another instance
 * once their heartbeat stops (lib/jobs/queues.ts). Installed once per process.
 */
export function exitOnFatalErrors(): void {
  if (installed) return;
  installed = true;
  const fatal = (kind: string) => (error: unknown) => {
    console.error(`Schwerer Fehler (${kind}): der Prozess wird beendet, damit er neu gestartet wird. / Fatal error (${kind}): exiting for a restart.`, error);
    process.exit(1);
  };
  process.on("uncaughtException", fatal("uncaughtException"));
  process.on("unhandledRejection", fatal("unhandledRejection"));
}

/**
 * Listens on `port` (all interfaces) and ends the process with exit code 1 when it cannot
 * (EADDRINUSE: another process has the port; EACCES: a privileged port), instead of
 * running on without serving anything.
 * @param onListening called once the server accepts connections
 */
export function listenOrExit(server: Server, port: number, onListening: () => void): void {
  server.once("error", (error: NodeJS.ErrnoException) => {
    const reason = error.code === "EADDRINUSE" ? `Port ${port} ist bereits belegt / port ${port} is already in use` : error.message;
    console.error(`Der Server kann nicht starten / the server cannot start: ${reason}`);
    process.exit(1);
  });
  server.listen(port, onListening);
}
