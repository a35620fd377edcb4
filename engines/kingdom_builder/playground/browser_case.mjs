// Kingdom Builder in the playground's browser test (playground/test/browser_test.mjs documents the
// fields): the first-game boards drawn (K3), ending the turn before the 3 builds refused (K5),
// the held card hidden from the other seat; a click on a hex of a legal build lists that build
// alone, and applying it settles there.
export default {
  option: ["board_setup", "first_game"],
  drawn: [[".kb-hex", 400], [".kb-location", 6], ["text.kb-castle", 4]],
  illegal: ['{"endTurn": {}}', "KINGDOM_BUILDER_MANDATORY_ACTION_INCOMPLETE"],
  after: [[".kb-settlement", 1]],
  ownText: "held terrain card: hidden",
  pick: async (page, { assert, idle, count }) => {
    const first = JSON.parse(await page.$eval("#legal button.legal-action", (b) => b.textContent));
    const h = (first.build.hex.row ?? 0) * 20 + (first.build.hex.col ?? 0);
    await page.click(`#board polygon.kb-hex[data-hex="${h}"]`);
    assert.equal(await page.$eval("#legal", (e) => e.dataset.shown), "1", "one legal action names the hex");
    assert.match(await page.$eval("#pick", (e) => e.textContent), /only actions naming/);
    await page.click(`#board polygon.kb-hex[data-hex="${h}"]`);
    assert.equal(Number(await page.$eval("#legal", (e) => e.dataset.shown)), await count(page, "#legal button.legal-action"));
    await page.click(`#board polygon.kb-hex[data-hex="${h}"]`);
    const shown = await page.$$("#legal button.legal-action:not([hidden])");
    await shown[0].click();
    await idle(page);
    assert.equal(await count(page, `#board circle.kb-settlement[data-hex="${h}"]`), 1, "settled on the picked hex");
    return 1;
  },
};
