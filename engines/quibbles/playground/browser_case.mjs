// Quibbles in the playground's browser test (playground/test/browser_test.mjs, which documents
// the fields): the row and hands drawn, an illegal stash before the main action (Q3), each seat
// sees its own hand only; then the external-randomness deal played by hand as chance.
export default {
  drawn: [[".q-row-panel .q-card", 1], [".q-hand", 1]],
  illegal: ['{"stash": {"value": 6}}', "QUIBBLES_MAIN_ACTION_REQUIRED"],
  own: (seat) => `section.seat[data-seat="${seat}"] .q-hand:not(.q-hidden)`,
  hidden: (seat) => `section.seat[data-seat="${seat}"] .q-hand.q-hidden`,
  // RANDOMNESS_MODE_EXTERNAL: the page acts for chance while a chance outcome is due (the deal),
  // listing the possible outcomes; the filter narrows the list; the record replays.
  extra: async (page, { assert, idle, count, downloadRecord, artifacts }) => {
    await page.select("#randomness", "external");
    await page.click("#start");
    await idle(page);
    let chance = 0;
    for (let step = 0; step < 40; step++) {
      const turn = await page.$eval("#turn", (e) => e.textContent);
      if (!turn.includes("to act: chance")) break;
      assert.match(await page.$eval("#legal .note", (e) => e.textContent), /legal actions of chance/);
      await page.$eval("#legal-filter", (e) => { e.value = "chanceOutcome"; e.dispatchEvent(new Event("input")); });
      const visible = await page.$$("#legal button.legal-action:not([hidden])");
      assert.ok(visible.length > 0, "chance outcomes listed");
      await visible[step % visible.length].click();
      await idle(page);
      assert.equal(await count(page, "#result .applied"), 1, `chance step ${step} applied`);
      chance++;
    }
    assert.ok(chance >= 6, `only ${chance} chance outcomes before the first turn`);
    assert.match(await page.$eval("#turn", (e) => e.textContent), /to act: seat/);
    await page.$eval("#legal-filter", (e) => { e.value = ""; e.dispatchEvent(new Event("input")); });
    await page.screenshot({ path: `${artifacts}/quibbles-external.png` });
    const record = await downloadRecord(page, "quibbles");
    assert.equal(record.setup.randomness.mode, "RANDOMNESS_MODE_EXTERNAL");
    assert.ok(record.steps.every((s) => s.actor.chance === true), "every step so far is chance's");
  },
};
