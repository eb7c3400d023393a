import { useTranslation } from "react-i18next";
import { useThemeStore } from "../../lib/theme/theme-store";
import { Icon } from "../../components/ui/icon";
import { biMoonStars, biSun } from "../../components/ui/icons";
import { TEST_IDS } from "./test-ids";

/** Light/dark scheme switch of the top bar (a toggle button, `aria-pressed` = dark mode on). */
export function ThemeToggle() {
  const { t } = useTranslation("shell");
  const scheme = useThemeStore((s) => s.scheme);
  const toggleScheme = useThemeStore((s) => s.toggleScheme);
  const isDark = scheme === "dark";
  return (
    <button
      type="button"
      className="app-topbar-button"
      data-testid={TEST_IDS.themeToggle}
      aria-pressed={isDark}
      aria-label={t("topbar.darkMode")}
      title={isDark ? t("topbar.lightMode") : t("topbar.darkMode")}
      onClick={toggleScheme}
    >
      <Icon icon={isDark ? biSun : biMoonStars} />
    </button>
  );
}
