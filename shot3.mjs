import { chromium } from "@playwright/test";
const [,, path, out, width = "1280", height = "1700"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: "de-DE" });
await page.goto("http://127.0.0.1:3200" + path); await page.waitForTimeout(1200);
const fill = async (label, value) => page.getByLabel(label, { exact: false }).first().fill(value);
if (path.includes("schema")) { await fill("Firmenname", "Zahnarztpraxis Dr. Muster"); await fill("Straße und Hausnummer", "Musterstraße 12"); await fill("PLZ", "10115"); await page.getByLabel("Ort", { exact: true }).fill("Berlin"); await page.getByRole("button", { name: "Schema generieren" }).click(); }
if (path.includes("meta")) { await fill("Seitentitel", "Zahnarzt in Berlin-Mitte – Praxis Dr. Muster"); await fill("Meta-Description", "Ihre Zahnarztpraxis in Berlin-Mitte: Prophylaxe, Implantate und einfühlsame Behandlung für Angstpatienten. Jetzt online einen Termin vereinbaren!"); await page.getByRole("button", { name: "Meta-Tags generieren" }).click(); }
if (path.includes("robots")) { await page.getByRole("button", { name: "robots.txt generieren" }).click(); }
if (path.includes("sitemap")) { await fill("Website-URL", "praxis-muster.de"); await page.getByRole("button", { name: "Sitemap generieren" }).click(); }
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
