// Ticket to Ride: Europe in the playground's browser test (playground/test/browser_test.mjs
// documents the fields): the map and display drawn, a draw during the initial ticket choice
// refused (T4), the other seat's hand hidden.
export default {
  drawn: [[".ttr-route", 101], [".ttr-city", 47], [".ttr-display", 5]],
  illegal: ['{"drawBlind": {}}', "TICKET_TO_RIDE_EUROPE_WRONG_STEP"],
  ownText: "hidden cards",
};
