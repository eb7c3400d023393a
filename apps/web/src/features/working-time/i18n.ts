import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `working-time` namespace, registered when the first module of this domain
 * loads (the pages are lazy chunks). Every module that translates with this namespace imports this file.
 */
i18n.addResourceBundle("hu", "working-time", strings, true, true);
