// Unit tests run designer scripts as the portal does, in the sandbox: load it before any test runs.
import { loadScriptSandbox } from '../../runtime/core/script-sandbox';

await loadScriptSandbox();
