import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `calendar` namespace, registered when the first module of this domain loads.
 * The route title lives in `locales/hu/calendar.json` (bundled with the shell); the rest stays in the lazy
 * route chunk. Every module that translates with this namespace imports this file.
 */
i18n.addResourceBundle("hu", "calendar", strings, true, true);
