// Memoir '44 in the playground's browser test (playground/test/browser_test.mjs documents the
// fields): Sainte-Mère-Église chosen by option and drawn, a card not in hand refused (M4), the
// other seat's hand hidden.
export default {
  option: ["scenario", "sainte_mere_eglise"],
  drawn: [[".m44-hex", 113], [".m44-unit", 10], [".m44-section", 2]],
  illegal: ['{"play": {"cardId": 999}}', "MEMOIR44_CARD_NOT_IN_HAND"],
  status: "Sainte-Mère-Eglise",
  ownText: "hidden card",
};
