// What the drawing tests share (playground/test and engines/<game>/playground/render_test.mjs):
// the board data of a build and a game's fixed views.
//
//   const data = boardData("my_game");           // that game's part of <dist>/board_data.json
//   const v = view(import.meta.url, "start");     // views/start.json beside the test, .view
//   all(html, /class="x" data-a="(\d+)"/g)       // every match
// The build is PLAYGROUND_DIST (CTest sets it) or playground/dist (`node playground/build.mjs`).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const dist = process.env.PLAYGROUND_DIST ? pathToFileURL(`${process.env.PLAYGROUND_DIST}/`) : new URL("../dist/", import.meta.url);

export function boardData(gameId) {
  return JSON.parse(readFileSync(new URL("board_data.json", dist), "utf8"))[gameId];
}

export function view(testUrl, name) {
  return JSON.parse(readFileSync(new URL(`views/${name}.json`, testUrl), "utf8")).view;
}

export function json(testUrl, name) {
  return JSON.parse(readFileSync(new URL(name, testUrl), "utf8"));
}

export const all = (html, re) => [...html.matchAll(re)];
// A data-pick attribute's list of texts, as written (HTML-escaped JSON).
export const pickOf = (attr) => JSON.parse(attr.replace(/&quot;/g, '"'));
