// Voyages in the playground's browser test (playground/test/browser_test.mjs documents the
// fields): the map tw_test (invented for tests) drawn on each seat's sheet with its ship and
// Ship's Duties (V1, V17), a SAIL using one die twice refused (V3, VOYAGES_BAD_ASSIGNMENT);
// nothing is hidden (V12). A click on a duty cell of the acting seat lists only the SAILs
// marking that cell (V7), and applying one marks it.
export default {
  option: ["ocean_scoring", "table"],
  drawn: [["section.seat", 2], ["polygon.vy-space", 70], ["circle.vy-ship", 2], ["rect.vy-duty", 12], ["span.vy-die", 3]],
  illegal: ['{"sail": {"directionDie": 0, "distanceDie": 0, "dutyDie": 1}}', "VOYAGES_BAD_ASSIGNMENT"],
  status: "round 1 · turn · waiting: seat 0 to sail",
  after: [["rect.vy-duty[data-marked=\"1\"]", 1]],
  pick: async (page, { assert, idle, count }) => {
    const seat = await page.$eval("#viewer", (e) => e.value);
    const cells = await page.$$eval(`#board section.seat[data-seat="${seat}"] rect.vy-duty[data-pick]`,
      (rs) => rs.map((r) => [Number(r.dataset.row), Number(r.dataset.column)]));
    const listed = await count(page, "#legal button.legal-action");
    for (const [row, column] of cells) {
      await page.click(`#board section.seat[data-seat="${seat}"] rect.vy-duty[data-row="${row}"][data-column="${column}"]`);
      const shown = Number(await page.$eval("#legal", (e) => e.dataset.shown));
      if (shown === 0) continue;  // no SAIL marks this cell with this roll
      assert.ok(shown < listed, `${shown} of ${listed} SAILs mark (${row}, ${column})`);
      for (const b of await page.$$("#legal button.legal-action:not([hidden])")) {
        const a = JSON.parse(await b.evaluate((e) => e.textContent));
        assert.deepEqual([a.sail.dutyCell.row ?? 0, a.sail.dutyCell.column ?? 0], [row, column]);
      }
      const first = await page.$("#legal button.legal-action:not([hidden])");
      await first.click();
      await idle(page);
      assert.equal(await count(page, `#board section.seat[data-seat="${seat}"] rect.vy-duty[data-row="${row}"][data-column="${column}"][data-marked="1"]`), 1, "the cell is marked");
      return 1;
    }
    assert.fail(`no duty cell of seat ${seat} picks a SAIL`);
  },
};
