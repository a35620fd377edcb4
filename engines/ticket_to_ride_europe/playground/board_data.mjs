// The playground's board data for Ticket to Ride: Europe (playground/build.mjs runs it at build
// time): the cities, routes and tickets of data/*.csv (rules.md T1), each city with the position
// to draw it at (city_positions.json here: its geographic coordinates, a drawing aid only).
//   { cities: [{ id, name, lat, lon }], routes: [{ id, a, b, colour, length, tunnel, ferry, double }],
//     tickets: [{ id, set, kind, a, b, points }] }
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { csv } from "../../../playground/data_files.mjs";

export default async function boardData({ gameDir }) {
  const dir = join(gameDir, "data");
  const positions = JSON.parse(readFileSync(join(gameDir, "playground/city_positions.json"), "utf8"));
  const cities = csv(join(dir, "cities.csv")).map((c) => {
    const p = positions.cities[c.name];
    if (!p) throw new Error(`city_positions.json: no position for ${c.name}`);
    return { id: Number(c.city_id), name: c.name, lat: p[0], lon: p[1] };
  });
  const routes = csv(join(dir, "routes.csv")).map((r) => ({
    id: Number(r.route_id), a: r.city_a, b: r.city_b, colour: r.colour, length: Number(r.length),
    tunnel: r.is_tunnel === "1", ferry: Number(r.ferry_locomotives), double: r.double_route === "1",
  }));
  const tickets = csv(join(dir, "tickets.csv")).map((t) => ({
    id: Number(t.ticket_id), set: t.set, kind: t.kind, a: t.city_a, b: t.city_b, points: Number(t.points),
  }));
  return { cities, routes, tickets };
}
