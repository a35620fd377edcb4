#include "engines/kingdom_builder/moves.h"

#include "engines/core/envelope.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

void SetCoord(int hex, pb::HexCoord* c) {
  c->set_row(RowOf(hex));
  c->set_col(ColOf(hex));
}

pb::BuildTarget* BuildTargetOf(pb::Location tile, pb::Action* a) {
  switch (tile) {
    case pb::LOCATION_ORACLE: return a->mutable_oracle();
    case pb::LOCATION_FARM: return a->mutable_farm();
    case pb::LOCATION_OASIS: return a->mutable_oasis();
    case pb::LOCATION_TOWER: return a->mutable_tower();
    default: return a->mutable_tavern();
  }
}

pb::MoveTarget* MoveTargetOf(pb::Location tile, pb::Action* a) {
  switch (tile) {
    case pb::LOCATION_BARN: return a->mutable_barn();
    case pb::LOCATION_HARBOR: return a->mutable_harbor();
    default: return a->mutable_paddock();
  }
}

}  // namespace

void ToAction(const Move& m, pb::Action* out) {
  switch (m.kind) {
    case Move::Kind::kBuild:
      SetCoord(m.hex, out->mutable_build()->mutable_hex());
      return;
    case Move::Kind::kBuildTile:
      SetCoord(m.hex, BuildTargetOf(static_cast<pb::Location>(m.value), out)->mutable_hex());
      return;
    case Move::Kind::kMoveTile: {
      pb::MoveTarget* t = MoveTargetOf(static_cast<pb::Location>(m.value), out);
      SetCoord(m.from, t->mutable_from());
      SetCoord(m.hex, t->mutable_to());
      return;
    }
    case Move::Kind::kEndTurn:
      out->mutable_end_turn();
      return;
    case Move::Kind::kDiscardTile:
      SetCoord(m.hex, out->mutable_discard_tile()->mutable_origin());
      return;
    case Move::Kind::kBoard: {
      pb::BoardPlacement* b = out->mutable_chance_outcome()->mutable_board();
      b->set_sector(static_cast<pb::Sector>(m.sector));
      b->set_board(static_cast<pb::Location>(m.value));
      b->set_rotated(m.rotated);
      return;
    }
    case Move::Kind::kKbCard:
      out->mutable_chance_outcome()->set_kb_card(static_cast<pb::KbCard>(m.value));
      return;
    case Move::Kind::kTerrainCard:
      out->mutable_chance_outcome()->set_terrain_card(static_cast<pb::Terrain>(m.value));
      return;
  }
}

pb::Action ToAction(const Move& m) {
  pb::Action a;
  ToAction(m, &a);
  return a;
}

void PackAction(const Move& m, google::protobuf::Any* out) {
  thread_local pb::Action a;
  a.Clear();
  ToAction(m, &a);
  PackInto(a, out);
}

}  // namespace kingdom_builder
}  // namespace arbiter
