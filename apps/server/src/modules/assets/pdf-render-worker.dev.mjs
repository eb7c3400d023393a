// The PDF render worker when the server runs from its TypeScript sources (Vitest, tsx): a worker thread
// starts without the parent's TypeScript loader, so this loads pdf-render-worker.ts through tsx's scoped
// import (no loader registered for the rest of the thread) and hands piscina its default export. The
// built server starts dist/pdf-render-worker.js instead (pdf.ts picks by its own file's extension).
import { tsImport } from "tsx/esm/api";

const worker = await tsImport("./pdf-render-worker.ts", import.meta.url);

export default worker.default;
