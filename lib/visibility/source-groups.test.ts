import { describe, expect, it } from "vitest";
import { groupSources } from "./source-groups";

describe("groupSources", () => {
  it("sorts cited sources into own site, competitors, platforms, press and other, counting repeats", () => {
    const groups = groupSources(
      [
        "https://www.zahnarzt-mueller.de/team",
        "https://www.jameda.de/berlin/zahnaerzte/",
        "https://www.jameda.de/berlin/zahnaerzte/mitte/",
        "https://www.dentalhaus-lange.de/",
        "https://www.tagesspiegel.de/berlin/zahnaerzte",
        "https://www.zahnaerztekammer-berlin.de/",
        "javascript:alert(1)",
      ],
      { domain: "zahnarzt-mueller.de", competitors: ["Dentalhaus Lange", "Zahnzentrum Mitte"] },
    );
    expect(groups.own.map((s) => s.host)).toEqual(["zahnarzt-mueller.de"]);
    expect(groups.platforms).toMatchObject([{ platform: "Jameda", citations: 2 }]);
    expect(groups.competitors).toMatchObject([{ competitor: "Dentalhaus Lange", host: "dentalhaus-lange.de" }]);
    expect(groups.press.map((s) => s.host)).toEqual(["tagesspiegel.de"]);
    expect(groups.other.map((s) => s.host)).toEqual(["zahnaerztekammer-berlin.de"]);
  });
});
