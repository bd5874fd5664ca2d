"""Headless Chromium driven by selenium, tapping the phone page like a person would."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

CHROMIUM = ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome")
CHROMEDRIVER = ("/usr/bin/chromedriver", "chromedriver")
# As root, in a container, with no network: no sandbox, no GPU, nothing phoning home.
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage", "--disable-extensions", "--mute-audio",
)


def _which(names: tuple[str, ...]) -> str | None:
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    return None


def missing() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    if _which(CHROMIUM) is None:
        return "Chromium is not installed (Debian: apt-get install chromium)"
    if _which(CHROMEDRIVER) is None:
        return "chromedriver is not installed (Debian: apt-get install chromium-driver)"
    return None


def new_driver(width: int = 360, height: int = 740) -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    binary = _which(CHROMIUM)
    assert binary is not None
    options.binary_location = binary
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="uno-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={width},{height}")
    driver_path = _which(CHROMEDRIVER)
    assert driver_path is not None
    driver = webdriver.Chrome(options=options, service=Service(driver_path))
    driver._uno_profile = profile  # removed by quit()
    # The page as a phone shows it: exactly width x height CSS pixels, touch, no scrollbars.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True,
    })
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
    return driver


def quit_driver(driver: Any) -> None:
    profile = getattr(driver, "_uno_profile", None)
    try:
        driver.quit()
    finally:
        if profile:
            shutil.rmtree(profile, ignore_errors=True)


class BrowserPhone:
    """One phone page in Chromium. ``tap`` does the next sensible thing a player would do."""

    def __init__(self, driver: Any, url: str) -> None:
        self.driver = driver
        self.url = url
        self.taps = 0
        self.card_taps = 0
        self._waiting_since: float | None = None
        self._tapped_seq: str | None = None
        self._refusal: str = ""
        driver.get(url)

    def state(self) -> str:
        return str(self.driver.execute_script("return document.body.dataset.state"))

    def seq(self) -> str | None:
        value = self.driver.execute_script("return document.body.dataset.seq || null")
        return None if value is None else str(value)

    def wait(self, condition: str, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while not self.driver.execute_script(f"return Boolean({condition})"):
            if time.monotonic() > deadline:
                raise TimeoutError(f"page never showed {condition!r}")
            time.sleep(0.02)

    def tap(self) -> bool:
        """One tap if the page offers something (and the last tap was answered): the UNO button
        first, then a catch, a colour or other choice, a playable card, any other button."""
        from selenium.common.exceptions import (
            ElementClickInterceptedException,
            StaleElementReferenceException,
        )
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.by import By

        seq = self.seq()
        message = self.driver.execute_script("return document.querySelector('#message')"
                                             ".textContent")
        if self._tapped_seq is not None and seq == self._tapped_seq and message == self._refusal:
            assert self._waiting_since is not None
            if time.monotonic() - self._waiting_since < 3.0:
                return False  # the answer to the last tap is on its way
        find = self.driver.find_elements
        candidates = (
            find(By.CSS_SELECTOR, "#buttons button[data-kind='uno']")
            + find(By.CSS_SELECTOR, "#buttons button[data-kind='catch']")
            + find(By.CSS_SELECTOR, "#choices button")
            + find(By.CSS_SELECTOR, "#hand .card[data-playable='1']")
            + find(By.CSS_SELECTOR, "#buttons button")
        )
        for element in candidates:
            try:
                is_card = "card" in (element.get_attribute("class") or "")
                if is_card:
                    # A person taps the part of the card in sight: its top (a row below may
                    # cover its foot when a big hand overlaps the rows).
                    self.driver.execute_script(
                        "arguments[0].scrollIntoView({block: 'nearest'})", element)
                    height = element.size["height"]
                    ActionChains(self.driver).move_to_element_with_offset(
                        element, 0, -height // 2 + 20).click().perform()
                else:
                    element.click()
            except (StaleElementReferenceException, ElementClickInterceptedException):
                return False
            self.taps += 1
            self.card_taps += is_card
            if is_card and find(By.CSS_SELECTOR, "#choices button"):
                return True  # a black card: its colour comes with the next tap
            self._tapped_seq = seq
            self._refusal = message
            self._waiting_since = time.monotonic()
            return True
        return False

    def screenshot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))
