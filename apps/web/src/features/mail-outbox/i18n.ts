import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `mail-outbox` namespace, registered when the first module of this domain
 * loads (the page is a lazy chunk). Every module that translates with this namespace imports this file.
 */
i18n.addResourceBundle("hu", "mail-outbox", strings, true, true);
