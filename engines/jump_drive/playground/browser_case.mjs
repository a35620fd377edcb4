// Jump Drive in the playground's browser test (playground/test/browser_test.mjs documents the
// fields): the published pack's cards drawn (J1, J15), a setup discard of one card refused (J2),
// the other seat's hand hidden (J11: its size only); a click on a card of the hand lists only
// the setup discards naming it, and applying one leaves the seat "committed" (J3).
export default {
  option: ["war_propaganda_tie", "nearest_clockwise"],
  drawn: [["section.seat", 2], ["g.jd-hand-card", 3], ["p.jd-hidden-hand", 1]],
  illegal: ['{"setupDiscard": {"cards": ["drop_ships"]}}', "JUMP_DRIVE_SETUP_DISCARD_COUNT"],
  status: "setup discard",
  ownText: "hand hidden",
  pick: async (page, { assert, idle, count }) => {
    const card = await page.$eval("#board g.jd-hand-card", (g) => g.dataset.card);
    const listed = await count(page, "#legal button.legal-action");
    await page.click(`#board g.jd-hand-card[data-card="${card}"]`);
    const shown = Number(await page.$eval("#legal", (e) => e.dataset.shown));
    assert.ok(shown > 0 && shown < listed, `${shown} of ${listed} setup discards name ${card}`);
    for (const b of await page.$$("#legal button.legal-action:not([hidden])")) {
      const a = JSON.parse(await b.evaluate((e) => e.textContent));
      assert.ok(a.setupDiscard.cards.includes(card), `${JSON.stringify(a)} names ${card}`);
    }
    assert.match(await page.$eval("#pick", (e) => e.textContent), /only actions naming/);
    const first = await page.$("#legal button.legal-action:not([hidden])");
    await first.click();
    await idle(page);
    assert.ok(await count(page, "#board li.jd-committed") >= 1, "the seat is committed");
    return 1;
  },
};
