import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/** The screen strings of the `rewards` namespace, registered when the first module of this domain loads. */
i18n.addResourceBundle("hu", "rewards", strings, true, true);
