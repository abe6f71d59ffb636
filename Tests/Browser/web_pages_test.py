#!/usr/bin/env python3
"""catalog serve's web pages in headless Chromium (Debian's), driven by Selenium (PyPI).

Usage: web_pages_test.py CATALOG_BINARY ARTEFACT_DIR

Starts the real binary on copies of the fixtures, walks the pages as a person would (list,
search, filter, sort, page, open, back, currency, keys, live filtering, sign in, edit with a bad
then a good value, add, delete) and checks the DOM and the catalog file after each write; then
serves a hostile catalog and checks that nothing in it runs or breaks the layout. Screenshots of
the list and a product at 360 and 1280 px go to ARTEFACT_DIR.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests", "EndToEndTests", "Fixtures")
HOOK = """
window.__alerts = [];
window.__violations = [];
for (const name of ["alert", "confirm", "prompt"]) {
  window[name] = (message) => { window.__alerts.push(name + ":" + String(message)); };
}
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(event.violatedDirective + " " + event.blockedURI);
});
"""


class Server:
    """One `catalog serve` on a free port, its URL read from its first line (the write token it
    made, when it made one, apart)."""

    def __init__(self, binary, catalog, extra=(), environment=None):
        env = dict(os.environ, CATALOG_RATES=os.path.join(FIXTURES, "eurofxref-daily.xml"))
        env.update(environment or {})
        self.process = subprocess.Popen(
            [binary, "serve", "--source", catalog, "--port", "0", *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
        printed = self.process.stdout.readline().strip()
        if not printed.startswith("http://"):
            raise AssertionError("serve did not start: " + self.process.stderr.read())
        self.url, _, self.token = printed.partition("/?token=")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def browser(width=1280, language=None):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={width},900"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                              options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
    if language:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": language}})
    return driver


def wait(driver, condition, what, seconds=10):
    """Asks `condition` until it holds. While a form's answer replaces the page, Chromium can
    answer a question about the old one with any WebDriver error (a detached frame, a stale
    element, an inspector error): each counts as "not yet", and the last is reported."""
    last = []

    def holds(d):
        try:
            return condition(d)
        except WebDriverException as error:
            last[:] = [error]
            return False

    try:
        return WebDriverWait(driver, seconds).until(holds)
    except TimeoutException:
        main = driver.find_elements(By.TAG_NAME, "main")
        shown = re.sub(r"\s+", " ", main[0].text)[:300] if main else driver.page_source[:300]
        error = f"; last asked: {type(last[0]).__name__}: {last[0].msg}" if last else ""
        raise AssertionError(
            f"timed out waiting for {what} at {driver.current_url}, which shows: {shown}{error}")


def rows(driver):
    return driver.find_elements(By.CSS_SELECTOR, "table.products tbody tr")


def column(driver, key_title):
    headers = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "table.products thead th")]
    index = headers.index(key_title)
    return [r.find_elements(By.TAG_NAME, "td")[index].text for r in rows(driver)]


def amount(text):
    digits = re.sub(r"[^0-9.]", "", text.replace(",", ""))
    return float(digits)


def cells(line):
    """A fitted table's cells: columns are two or more spaces apart (a figure's own spaces are
    no-break ones)."""
    return re.split(r" {2,}", line.strip(" "))


def spaces(text):
    """No-break spaces as plain ones (a browser's text gives either)."""
    return text.replace("\xa0", " ").replace("\u202f", " ")


def products(path):
    with open(path) as file:
        data = json.load(file)
    return data["products"] if isinstance(data, dict) else data


def clean(driver):
    alerts = driver.execute_script("return window.__alerts")
    violations = driver.execute_script("return window.__violations")
    assert alerts == [], f"scripts ran: {alerts}"
    assert violations == [], f"the page broke its own Content-Security-Policy: {violations}"


# ---------------------------------------------------------------------------------------------

def test_list_search_filter_sort_page_open_back(driver, server):
    driver.get(server.url + "/")
    assert len(rows(driver)) == 30, len(rows(driver))
    assert "Showing 1–30 of 194 products" in driver.find_element(By.CSS_SELECTOR, ".summary").text
    search = driver.find_element(By.ID, "f-q")
    search.send_keys("phone", Keys.ENTER)
    wait(driver, lambda d: "q=phone" in d.current_url, "the search in the address")
    titles = column(driver, "Title")
    assert titles and len(titles) < 30, titles
    driver.get(server.url + "/")
    driver.find_element(By.ID, "f-category").send_keys("smartphones")
    driver.find_element(By.CSS_SELECTOR, "#f-sort option[value=price]").click()
    driver.find_element(By.CSS_SELECTOR, "#f-order option[value=desc]").click()
    driver.find_element(By.CSS_SELECTOR, "#f-limit option[value='10']").click()
    driver.find_element(By.CSS_SELECTOR, "form.filters button").click()
    wait(driver, lambda d: "category=smartphones" in d.current_url, "the filter in the address")
    prices = [amount(p) for p in column(driver, "Price")]
    assert len(prices) == 10 and prices == sorted(prices, reverse=True), prices
    assert set(column(driver, "Category")) == {"smartphones"}
    first_page_ids = column(driver, "Id")
    driver.find_element(By.CSS_SELECTOR, "nav.pages a[rel=next]").click()
    wait(driver, lambda d: "page=2" in d.current_url, "page 2 in the address")
    second = [amount(p) for p in column(driver, "Price")]
    assert second and max(second) <= min(prices), (prices, second)
    assert not set(column(driver, "Id")) & set(first_page_ids)
    list_url = driver.current_url
    link = rows(driver)[1].find_element(By.CSS_SELECTOR, "td.link a")
    title = link.text
    link.click()
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "h1").text == title, "the product's page")
    assert driver.find_elements(By.CSS_SELECTOR, "nav.neighbours a[rel=prev]"), "no previous product"
    assert driver.find_elements(By.CSS_SELECTOR, "nav.neighbours a[rel=next]"), "no next product"
    driver.find_element(By.CSS_SELECTOR, "nav.neighbours a[rel=next]").click()
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "h1").text != title, "the next product")
    driver.back()
    driver.back()
    wait(driver, lambda d: d.current_url == list_url, "the list again after going back")
    assert driver.find_element(By.ID, "f-category").get_attribute("value") == "smartphones"
    assert driver.find_element(By.CSS_SELECTOR, "#f-sort option[selected]").get_attribute("value") == "price"
    # The currency picker: the same list, its prices in euros, and the choice kept in the address.
    driver.find_element(By.ID, "f-currency").send_keys("EUR")
    driver.find_element(By.CSS_SELECTOR, "form.filters button").click()
    wait(driver, lambda d: "currency=EUR" in d.current_url, "the currency in the address")
    euros = column(driver, "Price")
    assert euros and all(p.startswith("€") for p in euros), euros
    assert "category=smartphones" in driver.current_url and "page=" not in driver.current_url
    clean(driver)


def test_keys_and_live_filtering(driver, server):
    driver.get(server.url + "/")
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("/")
    assert driver.switch_to.active_element.get_attribute("id") == "f-q"
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    body.send_keys("j")
    body.send_keys("j")
    body.send_keys("k")
    current = driver.find_elements(By.CSS_SELECTOR, "tr.current")
    assert len(current) == 1 and current[0] == rows(driver)[0], "j j k should mark the first row"
    title = current[0].find_element(By.CSS_SELECTOR, "td.link a").text
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "h1").text == title, "Enter to open the marked row")
    driver.get(server.url + "/")
    before = driver.execute_script("return performance.getEntriesByType('navigation').length")
    driver.find_element(By.ID, "f-q").send_keys("laptop")
    wait(driver, lambda d: "q=laptop" in d.current_url, "the live filter's address")
    wait(driver, lambda d: all("laptop" in t.lower() or t for t in column(d, "Title")) and len(rows(d)) < 30,
         "the filtered rows")
    assert driver.execute_script("return performance.getEntriesByType('navigation').length") == before
    clean(driver)


def test_currency_and_language_match_the_command_line(binary, server, catalog):
    """The same figures as `catalog list` and `catalog show` for several languages and currencies:
    the page and the terminal are two views of one presenter."""
    cases = [("de-DE,de;q=0.9", "de_DE", "EUR"), ("ja-JP", "ja_JP", "JPY"), ("fr-CH", "fr_CH", "CHF"),
             ("en-GB", "en_GB", "GBP"), (None, None, None)]
    for language, locale, currency in cases:
        driver = browser(language=language)
        try:
            query = "sort=price&order=desc&limit=12" + (f"&currency={currency}" if currency else "")
            driver.get(server.url + "/?" + query)
            shown = [spaces(p) for p in column(driver, "Price")]
            command = [binary, "list", "--source", catalog, "--sort", "price", "--order", "desc", "-L", "12",
                       "-o", "table"] + (["--currency", currency, "--locale", locale] if currency else [])
            cli = subprocess.run(
                command, capture_output=True, text=True, check=True,
                env=dict(os.environ, COLUMNS="300", LC_ALL="C",
                         CATALOG_RATES=os.path.join(FIXTURES, "eurofxref-daily.xml")))
            table = cli.stdout.splitlines()
            index = cells(table[0]).index("PRICE")
            figures = [spaces(cells(line)[index]) for line in table[1:] if re.match(r"^ *\d+  ", line)]
            assert figures == shown, (language, figures, shown)
            rows(driver)[0].find_element(By.CSS_SELECTOR, "td.link a").click()
            wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "dl.facts"), "the product's facts")
            facts = spaces(driver.find_element(By.CSS_SELECTOR, "dl.facts").text)
            assert shown[0] in facts, (language, shown[0], facts)
            clean(driver)
        finally:
            driver.quit()


def submit(driver, fields):
    """Types each value into its field (what was there first is cleared), then sends the form."""
    for field, value in fields.items():
        element = driver.find_element(By.ID, field)
        element.clear()
        element.send_keys(value)
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()


def sign_in(driver, server):
    driver.get(server.url + "/product/1/edit")
    wait(driver, lambda d: "/login" in d.current_url, "the sign-in page for a change")
    driver.find_element(By.ID, "username").send_keys("ada")
    driver.find_element(By.ID, "password").send_keys("wrong")
    driver.find_element(By.CSS_SELECTOR, "form button").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "p.alert"), "the refusal")
    driver.find_element(By.ID, "password").send_keys("correct horse")
    driver.find_element(By.CSS_SELECTOR, "form button").click()
    wait(driver, lambda d: d.current_url.endswith("/product/1/edit"), "the edit page after signing in")
    assert "Signed in as ada" in driver.find_element(By.TAG_NAME, "header").text
    cookie = driver.get_cookie("catalog_session")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict", cookie
    assert "." not in cookie["value"], "the cookie holds a token, not a session id"


def test_sign_in_edit_add_delete(driver, server, catalog):
    before = open(catalog, "rb").read()
    sign_in(driver, server)
    submit(driver, {"field-price": "9.999", "field-rating": "7"})
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#form-problems"), "the form's problems")
    assert "2 problems" in driver.find_element(By.ID, "form-problems").text
    assert "decimals" in driver.find_element(By.ID, "field-price-problem").text
    assert "from 0 to 5" in driver.find_element(By.ID, "field-rating-problem").text
    assert driver.find_element(By.ID, "field-price").get_attribute("aria-invalid") == "true"
    # GOV.UK's error summary: focus on it, "Error:" in the title, each problem a link to its field.
    assert driver.switch_to.active_element.get_attribute("id") == "form-problems", \
        driver.switch_to.active_element.get_attribute("outerHTML")[:200]
    assert driver.title.startswith("Error: "), driver.title
    driver.find_element(By.CSS_SELECTOR, "#form-problems a[href='#field-rating']").click()
    assert driver.switch_to.active_element.get_attribute("id") == "field-rating"
    assert open(catalog, "rb").read() == before, "a refused form changed the file"
    submit(driver, {"field-price": "8.49", "field-rating": "4.5"})
    wait(driver, lambda d: d.current_url.endswith("/product/1"), "the product after saving")
    notice = driver.find_element(By.CSS_SELECTOR, "p.notice").text
    assert "updated product 1" in notice and "8.49" in notice, notice
    saved = next(p for p in products(catalog) if p["id"] == 1)
    assert saved["price"] == 8.49 and saved["rating"] == 4.5, saved
    driver.get(server.url + "/add")
    submit(driver, {"field-title": "Browser-made lamp", "field-price": "12.5", "field-category": "lighting"})
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "h1").text == "Browser-made lamp", "the added product")
    added = [p for p in products(catalog) if p["title"] == "Browser-made lamp"]
    assert len(added) == 1 and added[0]["price"] == 12.5, added
    new_id = added[0]["id"]
    driver.find_element(By.LINK_TEXT, "Delete").click()
    wait(driver, lambda d: "Delete product" in d.title, "the question before deleting")
    assert any(p["id"] == new_id for p in products(catalog)), "asking deleted it"
    driver.find_element(By.CSS_SELECTOR, "main form button.danger").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "p.notice"), "the notice after deleting")
    assert "deleted product" in driver.find_element(By.CSS_SELECTOR, "p.notice").text
    assert not any(p["id"] == new_id for p in products(catalog))
    clean(driver)


def test_a_form_from_elsewhere_is_refused(driver, server, catalog):
    before = open(catalog, "rb").read()
    driver.get(server.url + "/product/2/edit")
    driver.execute_script("document.querySelector('main input[name=token]').value = 'forged'")
    submit(driver, {"field-price": "1"})
    wait(driver, lambda d: "Form expired" in d.title, "the refusal of a forged token")
    assert open(catalog, "rb").read() == before


def test_hostile_catalog_runs_nothing(binary, artefacts):
    hostile = [
        {"id": 1, "title": "<script>alert('title')</script>Lamp", "price": 1, "category": "lighting",
         "brand": "\"><img src=x onerror=alert('brand')>", "description": "x\" onmouseover=\"alert('d')",
         "thumbnail": "javascript:alert('thumb')", "images": ["data:text/html,<script>alert(1)</script>"],
         "tags": ["<b>bold</b>"], "rating": 4, "warrantyInformation": "nul\u0000 esc\u001b[31m bell\u0007"},
        {"id": 2, "title": "\u202egnp.exe \u200b\u200bRTL and zero\u200dwidth " + "W" * 300, "price": 2,
         "category": "lighting", "sku": "'; alert('sku'); '", "rating": 3,
         "thumbnail": "https://img.example/a\u0000.jpg", "brand": "\u202eevil\u202c",
         "images": ["https://img.example/w_100,h_100/a.jpg", "https://img.example/b.jpg"],
         "description": "\nstarts with a line break\r\nand a CR",
         "reviews": [{"rating": 5, "comment": "<iframe src=javascript:alert('review')>",
                      "reviewerName": "</td></tr></table><script>alert(2)</script>",
                      "date": "2024-05-23T08:56:21.618Z"}]},
    ]
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "hostile.json")
    with open(path, "w") as file:
        json.dump({"products": hostile, "total": 2, "skip": 0, "limit": 2}, file)
    server = Server(binary, path)
    try:
        for width in (360, 1280):
            driver = browser(width)
            try:
                # The printed address: its token is kept in this browser's session, so the
                # edit form is offered.
                driver.get(server.url + "/?token=" + server.token)
                for address in ["/", "/?q=script", "/product/1", "/product/2", "/product/1/edit", "/categories"]:
                    driver.get(server.url + address)
                    clean(driver)
                    assert len(driver.find_elements(By.TAG_NAME, "script")) == 1, address
                    assert not driver.find_elements(By.CSS_SELECTOR, "[onmouseover], [onerror], iframe, img"), address
                    bad = driver.execute_script(
                        "return Array.from(document.querySelectorAll('a[href]')).map(a => a.href)"
                        ".filter(h => !/^https?:/.test(h))")
                    assert bad == [], bad
                    overflow = driver.execute_script(
                        "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
                    assert overflow <= 0, f"{address} is {overflow}px wider than the window at {width}px"
                driver.get(server.url + "/product/1")
                assert driver.find_element(By.TAG_NAME, "h1").text == "<script>alert('title')</script>Lamp"
                # A form saved unchanged changes nothing: not a control character made U+FFFD,
                # not an address split at its commas, not a refused link made live.
                before = open(path, "rb").read()
                for product in (1, 2):
                    driver.get(server.url + f"/product/{product}/edit")
                    values = driver.execute_script(
                        "return Array.from(document.querySelectorAll('main input, main textarea'))"
                        ".map(e => e.value).join('')")
                    assert not any(c in values for c in "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"), \
                        f"a bidirectional override stayed in product {product}'s form"
                    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
                    wait(driver, lambda d: "/edit" not in d.current_url or d.find_elements(By.CSS_SELECTOR, ".alert"),
                         "the unchanged form's answer")
                    assert open(path, "rb").read() == before, f"saving product {product}'s form unchanged changed it"
            finally:
                driver.quit()
    finally:
        server.stop()
        shutil.rmtree(folder)


def test_every_field_is_labelled_and_focus_shows(driver, server):
    for address in ["/", "/product/3/edit", "/add", "/login"]:
        driver.get(server.url + address)
        unlabelled = driver.execute_script(
            "return Array.from(document.querySelectorAll('input:not([type=hidden]), select, textarea'))"
            ".filter(e => !e.labels || e.labels.length === 0).map(e => e.name)")
        assert unlabelled == [], (address, unlabelled)
    driver.get(server.url + "/")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    outline = driver.execute_script("return getComputedStyle(document.activeElement).outlineStyle")
    assert outline not in ("none", ""), outline
    # The first Tab stop is the skip link, shown when focused; it takes focus past the header.
    skip = driver.switch_to.active_element
    assert skip.get_attribute("class") == "skip", skip.get_attribute("outerHTML")
    assert skip.is_displayed() and skip.location["x"] >= 0, skip.location
    skip.send_keys(Keys.ENTER)
    assert driver.switch_to.active_element.get_attribute("id") == "main"
    driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.get_attribute("id") == "f-q"
    # Every choice of "Sort by" shows whole at 1280 px (its text, the arrow and the padding).
    clipped = driver.execute_script(
        "const s = document.getElementById('f-sort'); const c = document.createElement('canvas').getContext('2d');"
        " c.font = getComputedStyle(s).font;"
        " return Array.from(s.options).filter(o => c.measureText(o.text).width + 36 > s.clientWidth).map(o => o.text)")
    assert clipped == [], clipped


def test_screenshots(server, artefacts):
    for width in (360, 1280):
        driver = browser(width)
        try:
            for name, address in [("list", "/"), ("list-100", "/?limit=100"), ("detail", "/product/1?at=0")]:
                driver.set_window_size(width, 900)
                # As on a slow device, where a page may be painted before all of it is parsed: a table
                # painted so widened its columns as its last rows came in (a list's load in three, at
                # this rate, before the pages asked not to be painted early). Five loads each.
                driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 20})
                for _ in range(5):
                    driver.get(server.url + address)
                    shift = driver.execute_script(
                        "return new Promise(r => { let s = 0; new PerformanceObserver(l => { for (const e of"
                        " l.getEntries()) s += e.value; }).observe({type: 'layout-shift', buffered: true});"
                        " setTimeout(() => r(s), 300); })")
                    assert shift < 0.01, f"{address} shifts its layout by {shift} at {width}px"
                driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.set_window_size(width, min(max(height, 600), 2400))
                driver.save_screenshot(os.path.join(artefacts, f"{name}-{width}.png"))
        finally:
            driver.quit()


def main():
    binary, artefacts = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(artefacts, exist_ok=True)
    folder = tempfile.mkdtemp()
    catalog = os.path.join(folder, "catalog.json")
    with open(catalog, "w") as file:
        file.write(subprocess.run([binary, "list", "-L", "0", "-o", "json"], capture_output=True, text=True,
                                  check=True).stdout)
    users = os.path.join(folder, "users.json")
    with open(os.open(users, os.O_WRONLY | os.O_CREAT, 0o600), "w") as file:
        json.dump({"users": [{"username": "ada", "password": "correct horse"}]}, file)
    server = Server(binary, catalog, ["--users", users])
    driver = browser()
    failures = 0
    tests = [
        ("list, search, filter, sort, page, open and back", lambda: test_list_search_filter_sort_page_open_back(driver, server)),
        ("keys and live filtering", lambda: test_keys_and_live_filtering(driver, server)),
        ("currency and language as on the command line",
         lambda: test_currency_and_language_match_the_command_line(binary, server, catalog)),
        ("sign in, edit (bad, then good), add, delete", lambda: test_sign_in_edit_add_delete(driver, server, catalog)),
        ("a forged form is refused", lambda: test_a_form_from_elsewhere_is_refused(driver, server, catalog)),
        ("labels and focus", lambda: test_every_field_is_labelled_and_focus_shows(driver, server)),
        ("a hostile catalog runs nothing and breaks no layout", lambda: test_hostile_catalog_runs_nothing(binary, artefacts)),
        ("screenshots at 360 and 1280 px, no layout shift", lambda: test_screenshots(server, artefacts)),
    ]
    started = time.time()
    try:
        for name, test in tests:
            try:
                test()
                print(f"ok   {name}")
            except Exception:
                failures += 1
                print(f"FAIL {name}")
                error = sys.exc_info()[1]
                print("     " + (type(error).__name__ + ": " + str(error)).splitlines()[0][:600])
    finally:
        driver.quit()
        server.stop()
        shutil.rmtree(folder)
    print(f"web pages: {len(tests) - failures} of {len(tests)} passed in {time.time() - started:.1f} s;"
          f" screenshots in {artefacts}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
