"""Drives the backend's live form in headless Chromium (check-browser.sh starts the server).

    python3 check-browser.py BASE SCREENSHOT.png

The browser is set to Russian (its Accept-Language), so pages, states and problems come in
Russian without any ?lang=. Every step says what it checked; the first failure ends the run
with exit status 1 and a screenshot of the moment at SCREENSHOT with -failed before .png.
"""

import re
import sys

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

base, screenshot = sys.argv[1], sys.argv[2]
AUSTRALIA = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"]
CYRILLIC = re.compile("[А-Яа-яЁё]")


class Failure(Exception):
    pass


def check(condition, what):
    if not condition:
        raise Failure(what)
    print(f"ok   {what}")


options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--lang=ru-RU",
                 "--window-size=900,2400", "--disable-background-networking", "--no-first-run"):
    options.add_argument(argument)
options.add_experimental_option("prefs", {"intl.accept_languages": "ru-RU,ru"})
options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
# The Debian driver, so Selenium never looks for one on the network.
driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
wait = WebDriverWait(driver, 10)


def by_id(element_id):
    return driver.find_element(By.ID, element_id)


def settled():
    """Waits until the page has drawn the answer to its last state request."""
    wait.until(lambda d: d.execute_script("return document.getElementById('liveform').dataset.pending") == "0")


def state_values():
    return [o.get_attribute("value") for o in Select(by_id("field-address.stateCode")).options][1:]


def open_form(name):
    driver.get(f"{base}/forms/{name}")
    settled()


def slider_text():
    return by_id("text-height").text


def offline_live_form():
    """The engine in the page: after load, with the network cut, field states and problems
    still follow every edit (computed by the WebAssembly module), and its answer to a state
    request is the server's byte for byte; back online, the server accepts the submission."""
    open_form("personal-details")
    if driver.execute_script("return document.getElementById('liveform').dataset.engine") is None:
        print("note the server offers no WebAssembly engine (Scripts/build-wasm.sh not run): offline check skipped")
        return
    wait.until(lambda d: d.execute_script("return document.getElementById('liveform').dataset.engineState") in ("ready", "unavailable"))
    check(driver.execute_script("return document.getElementById('liveform').dataset.engineState") == "ready",
          "the page loaded the engine (formrules.mjs, formrules.wasm, the spec)")
    body = {"values": {"address.countryCode": "AU", "address.stateCode": "CA", "email": "ada@"},
            "touched": ["email"], "edited": "address.countryCode", "submitted": False}
    compared = driver.execute_async_script("""
        const [body, done] = arguments;
        (async () => {
          const form = document.getElementById('liveform');
          const { FormRules } = await import(form.dataset.engine);
          const spec = await (await fetch(form.dataset.spec)).text();
          const local = await FormRules.load(spec, { locale: form.dataset.lang, today: form.dataset.today, optionSets: JSON.parse(form.dataset.optionSets) });
          const response = await fetch(form.dataset.state, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': form.dataset.lang }, body: JSON.stringify(body) });
          done([JSON.stringify(local.state(body)), JSON.stringify(await response.json())]);
        })().catch((error) => done(['error', String(error)]));
    """, body)
    check(compared[0] == compared[1], f"the module's state answer is the server's, byte for byte ({compared[0][:120]}… / {compared[1][:120]}…)")

    driver.set_network_conditions(offline=True, latency=0, download_throughput=-1, upload_throughput=-1)
    country = Select(by_id("field-address.countryCode"))
    country.select_by_value("AU")
    settled()
    check(state_values() == AUSTRALIA, f"offline: Australia's 8 states and territories are offered {state_values()}")
    by_id("field-email").send_keys("ada@")
    by_id("field-password").click()
    settled()
    message = by_id("error-email").text
    check(CYRILLIC.search(message) is not None, f"offline: leaving the email shows its problem in Russian: {message!r}")
    check(by_id("outcome").get_attribute("class") != "failed", "offline: no edit needed the server")
    driver.set_network_conditions(offline=False, latency=0, download_throughput=-1, upload_throughput=-1)
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait.until(lambda d: by_id("outcome").get_attribute("class") in ("refused", "accepted", "failed"))
    check(by_id("outcome").get_attribute("class") == "refused", "back online: the server re-validates the submission and refuses it, as the page showed")


def personal_details():
    open_form("personal-details")
    check(driver.execute_script("return document.documentElement.lang") == "ru", "the page is in Russian (the browser's Accept-Language)")
    check(driver.find_element(By.CSS_SELECTOR, "label[for='field-address.countryCode']").text.startswith("Страна"),
          "the country picker's label is 'Страна', tied to it by <label for>")
    check(not by_id("field-address.stateCode").is_enabled(), "the state picker is disabled until a country is chosen")

    country = Select(by_id("field-address.countryCode"))
    country.select_by_value("US")
    settled()
    check(by_id("field-address.stateCode").is_enabled() and len(state_values()) == 50, "United States: 50 states offered")
    Select(by_id("field-address.stateCode")).select_by_value("CA")
    settled()
    country.select_by_value("AU")
    settled()
    check(state_values() == AUSTRALIA, f"Australia: exactly the 8 states and territories {state_values()}")
    check(by_id("field-address.stateCode").get_attribute("value") == "", "California was cleared when Australia was chosen")
    labels = [o.text for o in Select(by_id("field-address.stateCode")).options][1:]
    check(labels[0] == "Новый Южный Уэльс", f"state names in Russian ({labels[0]})")

    email = by_id("field-email")
    email.send_keys("ada@")
    by_id("field-password").send_keys("short")
    settled()
    message = by_id("error-email").text
    check(CYRILLIC.search(message) is not None and email.get_attribute("aria-invalid") == "true",
          f"leaving the email shows its problem in Russian and marks it aria-invalid: {message!r}")
    check(by_id("error-password").text == "", "the password field, still focused (not left), shows nothing yet")
    by_id("field-passwordConfirmation").send_keys("other")
    check("error-email" in email.get_attribute("aria-describedby"), "the email's message is its aria-describedby")

    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait.until(lambda d: by_id("outcome").get_attribute("class") in ("refused", "accepted", "failed"))
    settled()
    outcome = by_id("outcome")
    items = [item.text for item in outcome.find_elements(By.TAG_NAME, "li")]
    check(outcome.get_attribute("class") == "refused" and outcome.text.startswith("Сервер не принял"), "an invalid submission is refused")
    check(len(items) >= 3 and all(CYRILLIC.search(item) for item in items), f"its {len(items)} problems are in Russian: {items}")
    for field in ("email", "password", "passwordConfirmation"):
        text = by_id("error-" + field).text
        check(CYRILLIC.search(text) is not None and by_id("field-" + field).get_attribute("aria-invalid") == "true",
              f"{field}: {text!r} beside it, aria-invalid")
    driver.save_screenshot(screenshot)
    print(f"ok   screenshot of the refused form at {screenshot}")

    email.clear()
    email.send_keys("ada@example.com")
    for field in ("password", "passwordConfirmation"):
        by_id("field-" + field).clear()
        by_id("field-" + field).send_keys("correct horse battery")
    Select(by_id("field-address.stateCode")).select_by_value("NSW")
    by_id("field-address.postalCode").send_keys("2000")
    driver.find_element(By.CSS_SELECTOR, "label[for='field-gender-female']").click()
    settled()
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait.until(lambda d: by_id("outcome").get_attribute("class") == "accepted")
    settled()
    check(by_id("outcome").text.startswith("Готово"), f"a valid submission is accepted: {by_id('outcome').text!r}")
    invalid = driver.find_elements(By.CSS_SELECTOR, "[aria-invalid=true]")
    check(not invalid, "no control is marked invalid any more")


def fitness_settings():
    open_form("fitness-settings")
    slider = by_id("field-height")
    check(slider.get_attribute("value") == "67" and slider_text() == "5′ 7″ (170 см)", f"the slider starts at 5′ 7″: {slider_text()!r}")
    notches = driver.find_elements(By.CSS_SELECTOR, "#notches-height option")
    labelled = [n for n in notches if n.get_attribute("label")]
    check(len(notches) == 133 and len(labelled) == 67, f"{len(notches)} half-inch notches, {len(labelled)} labelled whole inches")

    slider.send_keys(Keys.ARROW_RIGHT)
    settled()
    check(slider.get_attribute("value") == "67.5" and slider_text() == "5′ 7½″ (171 см)", f"one step right: 5′ 7½″ ({slider_text()!r})")

    ActionChains(driver).click_and_hold(slider).move_by_offset(83, 0).release().perform()
    settled()
    inches = float(slider.get_attribute("value"))
    wanted = driver.execute_script(
        "return Array.from(document.querySelectorAll('#notches-height option')).find(o => Number(o.value) === Number(arguments[0])).dataset.text",
        slider.get_attribute("value"))
    check(inches * 2 == int(inches * 2) and inches != 67.5, f"dragged to {inches}: on a half-inch notch")
    check(slider_text() == wanted and slider.get_attribute("aria-valuetext") == wanted, f"the label follows the thumb: {slider_text()!r}")

    # A value between notches (as a script or an old value would set it) lands on the nearest.
    driver.execute_script("const s = arguments[0]; s.value = '70.3'; s.dispatchEvent(new Event('input', {bubbles: true}));", slider)
    settled()
    check(slider.get_attribute("value") == "70.5" and slider_text() == "5′ 10½″ (179 см)", f"70.3 snaps to 5′ 10½″: {slider_text()!r}")

    driver.find_element(By.CSS_SELECTOR, "label[for='field-bodyType-medium']").click()
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait.until(lambda d: by_id("outcome").get_attribute("class") == "accepted")
    check(True, "body type and height are accepted")


def self_service_registration():
    open_form("self-service-registration")
    check(not by_id("wrap-email").is_displayed(), "the email is hidden until Adult is ticked")
    by_id("field-firstName").send_keys("Ada")
    by_id("field-lastName").send_keys("Lovelace")
    driver.find_element(By.CSS_SELECTOR, "label[for='field-isAdult']").click()
    settled()
    check(by_id("wrap-email").is_displayed(), "ticking Adult shows the email (visibleIf)")
    driver.find_element(By.CSS_SELECTOR, "label[for='field-isMinor']").click()
    settled()
    check(not by_id("field-isAdult").is_selected() and not by_id("wrap-email").is_displayed(), "ticking Minor clears Adult and hides the email")
    driver.find_element(By.CSS_SELECTOR, "label[for='field-isMinor']").click()
    settled()
    group_error = by_id("error-group-0").text
    check(group_error.startswith("Выберите один из вариантов"), f"neither ticked: the group's problem on the group: {group_error!r}")
    driver.find_element(By.CSS_SELECTOR, "label[for='field-isMinor']").click()
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait.until(lambda d: by_id("outcome").get_attribute("class") == "accepted")
    check(True, "a minor's registration is accepted")


failed = False
try:
    for step in (personal_details, fitness_settings, self_service_registration, offline_live_form):
        print(f"== {step.__name__.replace('_', '-')}")
        step()
    # Refusals the page expects (the 422 it shows) and the favicon it does not have are not errors;
    # a script error or a blocked resource (Content-Security-Policy) is.
    expected = re.compile(r"status of 422|/favicon\.ico |ERR_INTERNET_DISCONNECTED")
    severe = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE" and not expected.search(e["message"])]
    check(not severe, f"no script errors or blocked resources in the browser's console {severe}")
except (Failure, TimeoutException) as error:
    failed = True
    print(f"  FAIL: {error.__class__.__name__}: {error}")
    try:
        print("  outcome:", by_id("outcome").text)
        print("  page:", driver.execute_script("const f = document.getElementById('liveform'); return f ? JSON.stringify(f.dataset) : 'no form'")[:600])
        print("  console:", [entry["message"] for entry in driver.get_log("browser")][-10:])
    except Exception:
        pass
    driver.save_screenshot(screenshot.replace(".png", "-failed.png"))
finally:
    driver.quit()
print("browser: failed" if failed else "browser: every check passed")
sys.exit(1 if failed else 0)
