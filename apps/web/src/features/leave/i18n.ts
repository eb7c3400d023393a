import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `leave` namespace, registered when the first module of this domain loads. Only
 * the route titles live in `locales/hu/leave.json`, which the shell bundles for the first visit; the rest
 * stays in the lazy route chunks. Every module that translates with this namespace imports this file.
 */
i18n.addResourceBundle("hu", "leave", strings, true, true);
