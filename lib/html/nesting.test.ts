import { load } from "cheerio/slim";
import type { AnyNode } from "domhandler";
import { describe, expect, it } from "vitest";
import { limitNesting, MAX_NESTING_DEPTH } from "./nesting";

/** The depth of the tree cheerio (htmlparser2's Parser) builds, without recursion. */
function parsedDepth(html: string): number {
  let deepest = 0;
  const stack: [AnyNode, number][] = [[load(html).root()[0]!, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if ("children" in node) for (const child of node.children) if (child.type === "tag" || child.type === "script" || child.type === "style") stack.push([child, depth + 1]);
  }
  return deepest;
}

const nested = (n: number, tag = "div", inner = "x") => `${`<${tag}>`.repeat(n)}${inner}${`</${tag}>`.repeat(n)}`;

describe("limitNesting", () => {
  it.each([
    ["plain page", `<!doctype html><html><head><title>T</title><script>if (a<b) x("<div>")</script></head><body><div><p>a<p>b<ul><li>1<li>2</ul></div><br></br></p></body></html>`],
    ["unclosed list items and cells", `<table><tr><td>a<td>b<tr><td>c</table><dl><dt>a<dd>b<dt>c</dl><select><option>a<option>b</select>`],
    ["SVG with self-closing paths", `<div><svg>${"<path d='M0'/>".repeat(50)}<g><rect/></g></svg><span/>text</div>`],
    ["MathML and foreignObject", `<math><mi>x</mi><mo/></math><svg><foreignObject><div/><p>a</p></foreignObject><circle/></svg>`],
    ["unmatched end tags", `<div>${"</span></a>".repeat(20)}<b><i>x</b></i></div></p></br>`],
    ["runaway unclosed links", `<ul>${"<li><a href=/x>x".repeat(40)}</ul>`],
  ])("measures the depth htmlparser2 builds: %s", (_name, html) => {
    expect(limitNesting(html)).toEqual({ html, depth: parsedDepth(html), flattened: 0 });
  });

  it("flattens what lies deeper than the limit and keeps its content and what follows", () => {
    const html = `<html><body>${nested(30, "div", `<a href="/tief">Tief</a>`)}<footer><a href="/impressum">Impressum</a></footer><script type="application/ld+json">{"@type":"Bakery"}</script></body></html>`;
    const limited = limitNesting(html, 10);
    expect(limited.depth).toBe(33);
    expect(limited.flattened).toBe(23);
    expect(parsedDepth(limited.html)).toBeLessThanOrEqual(10);
    const $ = load(limited.html);
    expect($("a").map((_, a) => $(a).attr("href")).get()).toEqual(["/tief", "/impressum"]);
    expect($("footer").parent().is("body")).toBe(true);
    expect($("script").text()).toBe(`{"@type":"Bakery"}`);
  });

  it("moves raw-text elements beyond the limit up whole, so their content is not read as markup", () => {
    const limited = limitNesting(nested(5, "div", `<script>document.write("<div><div>")</script><style>b{}</style>`), 5);
    expect(limited.flattened).toBe(1);
    expect(parsedDepth(limited.html)).toBe(5);
    expect(load(limited.html)("script").text()).toBe(`document.write("<div><div>")`);
  });

  it("reduces 20,000 nested <div> to the limit, their text kept", () => {
    const limited = limitNesting(nested(20_000));
    expect(limited.depth).toBe(20_000);
    expect(limited.flattened).toBe(20_000 - MAX_NESTING_DEPTH);
    expect(parsedDepth(limited.html)).toBe(MAX_NESTING_DEPTH);
    expect(load(limited.html).text()).toBe("x");
  });
});
