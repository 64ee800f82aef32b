"""Dungeons (309) and venturing into them (701.49), in our own short words.

A dungeon is a card a player puts into the command zone as they venture; a venture marker moves
from its topmost room down a path of rooms. Each room has a room ability, a triggered ability
"When you move your venture marker into this room, [effect]" (309.4c). When the marker is on the
bottommost room and that room's ability has left the stack, the dungeon is completed and leaves
the game (704.5t, 309.7). The Undercity can be entered only by "venture into Undercity" (the
initiative's ability, 725.2); the others only by "venture into the dungeon".
"""

from __future__ import annotations

from saga_table.engine.cards import (
    CreateTokenEffect,
    DrawEffect,
    Effect,
    GainLifeEffect,
)
from saga_table.engine.values import dataclass

__all__ = ["DUNGEONS", "UNDERCITY", "Dungeon", "Room", "dungeon"]


@dataclass(frozen=True, slots=True)
class Room:
    """One room: its name, what its room ability does, the rooms it leads to (none: the
    bottommost room). ``effect`` None: the players carry it out by hand."""

    name: str
    name_ja: str
    text: str
    text_ja: str
    leads_to: tuple[str, ...] = ()
    effect: Effect | None = None


@dataclass(frozen=True, slots=True)
class Dungeon:
    name: str
    name_ja: str
    rooms: tuple[Room, ...]  # the topmost first
    venture_into_undercity_only: bool = False

    def room(self, name: str) -> Room:
        for room in self.rooms:
            if room.name == name:
                return room
        raise KeyError(name)

    @property
    def first(self) -> Room:
        return self.rooms[0]

    def rows(self) -> tuple[tuple[Room, ...], ...]:
        """The rooms in rows from the top, as the card shows them (each room one row below the
        rooms that lead to it): for drawing the map."""
        depth: dict[str, int] = {self.first.name: 0}
        for room in self.rooms:
            for nxt in room.leads_to:
                depth[nxt] = max(depth.get(nxt, 0), depth[room.name] + 1)
        out: list[list[Room]] = []
        for room in self.rooms:
            d = depth[room.name]
            while len(out) <= d:
                out.append([])
            out[d].append(room)
        return tuple(tuple(r) for r in out)


def _token(
    name: str,
    power: int | None,
    toughness: int | None,
    name_ja: str,
    types: tuple[str, ...] = ("Creature",),
    subtypes: tuple[str, ...] = (),
) -> Effect:
    return CreateTokenEffect(
        name, 1, power, toughness, types=types, subtypes=subtypes, name_ja=name_ja
    )


UNDERCITY = Dungeon(
    "Undercity",
    "地下街",
    (
        Room(
            "Secret Entrance",
            "秘密の入口",
            "Search your library for a basic land, put it in hand.",
            "基本土地を1枚探して手札に加える。",
            ("Forge", "Lost Well"),
        ),
        Room(
            "Forge",
            "鍛冶場",
            "Two +1/+1 counters on a target creature.",
            "クリーチャー1体に+1/+1カウンターを2個置く。",
            ("Trap!", "Arena"),
        ),
        Room("Lost Well", "失われた井戸", "Scry 2.", "占術2。", ("Arena", "Stash")),
        Room(
            "Trap!",
            "罠！",
            "A target player loses 5 life.",
            "プレイヤー1人は5点のライフを失う。",
            ("Archives",),
        ),
        Room(
            "Arena",
            "闘技場",
            "Goad a target creature.",
            "クリーチャー1体を挑発する。",
            ("Archives", "Catacombs"),
        ),
        Room(
            "Stash",
            "隠し場所",
            "Create a Treasure.",
            "宝物を1つ生成する。",
            ("Catacombs",),
            _token("Treasure", None, None, "宝物", types=("Artifact",), subtypes=("Treasure",)),
        ),
        Room(
            "Archives",
            "書庫",
            "Draw a card.",
            "カードを1枚引く。",
            ("Throne of the Dead Three",),
            DrawEffect(1),
        ),
        Room(
            "Catacombs",
            "地下墓地",
            "Create a 4/1 Skeleton with menace.",
            "威迫を持つ4/1のスケルトンを1体生成する。",
            ("Throne of the Dead Three",),
            _token("Skeleton", 4, 1, "スケルトン", subtypes=("Skeleton",)),
        ),
        Room(
            "Throne of the Dead Three",
            "死せる三神の玉座",
            "Look at the top ten; a creature among them onto the battlefield with three +1/+1 "
            "counters and hexproof until your next turn; shuffle.",
            "上から10枚を見て、その中のクリーチャー1体を+1/+1カウンター3個と呪禁（次のターンまで）付きで"
            "戦場に出し、切り直す。",
        ),
    ),
    venture_into_undercity_only=True,
)

LOST_MINE = Dungeon(
    "Lost Mine of Phandelver",
    "ファンデルヴァーの失われた鉱山",
    (
        Room("Cave Entrance", "洞窟の入口", "Scry 1.", "占術1。", ("Goblin Lair", "Mine Tunnels")),
        Room(
            "Goblin Lair",
            "ゴブリンのねぐら",
            "Create a 1/1 Goblin.",
            "1/1のゴブリンを1体生成する。",
            ("Storeroom", "Dark Pool"),
            _token("Goblin", 1, 1, "ゴブリン", subtypes=("Goblin",)),
        ),
        Room(
            "Mine Tunnels",
            "鉱山の坑道",
            "Create a Treasure.",
            "宝物を1つ生成する。",
            ("Dark Pool", "Fungi Cavern"),
            _token("Treasure", None, None, "宝物", types=("Artifact",), subtypes=("Treasure",)),
        ),
        Room(
            "Storeroom",
            "貯蔵室",
            "A +1/+1 counter on a target creature.",
            "クリーチャー1体に+1/+1カウンターを1個置く。",
            ("Temple of Dumathoin",),
        ),
        Room(
            "Dark Pool",
            "暗い淵",
            "Each opponent loses 1 life; you gain 1 life.",
            "各対戦相手は1点のライフを失い、あなたは1点のライフを得る。",
            ("Temple of Dumathoin",),
        ),
        Room(
            "Fungi Cavern",
            "菌類の洞窟",
            "A target creature gets -4/-0 until your next turn.",
            "クリーチャー1体は次のあなたのターンまで-4/-0の修整を受ける。",
            ("Temple of Dumathoin",),
        ),
        Room(
            "Temple of Dumathoin",
            "デュマソインの神殿",
            "Draw a card.",
            "カードを1枚引く。",
            (),
            DrawEffect(1),
        ),
    ),
)

MAD_MAGE = Dungeon(
    "Dungeon of the Mad Mage",
    "狂える魔道士の迷宮",
    (
        Room(
            "Yawning Portal",
            "あくびする門",
            "Gain 1 life.",
            "1点のライフを得る。",
            ("Dungeon Level",),
            GainLifeEffect(1),
        ),
        Room(
            "Dungeon Level",
            "迷宮の階層",
            "Scry 1.",
            "占術1。",
            ("Goblin Bazaar", "Twisted Caverns"),
        ),
        Room(
            "Goblin Bazaar",
            "ゴブリンの市場",
            "Create a Treasure.",
            "宝物を1つ生成する。",
            ("Lost Level",),
            _token("Treasure", None, None, "宝物", types=("Artifact",), subtypes=("Treasure",)),
        ),
        Room(
            "Twisted Caverns",
            "ねじれた洞窟",
            "A target creature can't attack until your next turn.",
            "クリーチャー1体は次のあなたのターンまで攻撃できない。",
            ("Lost Level",),
        ),
        Room(
            "Lost Level",
            "失われた階層",
            "Scry 2.",
            "占術2。",
            ("Runestone Caverns", "Muiral's Graveyard"),
        ),
        Room(
            "Runestone Caverns",
            "ルーン石の洞窟",
            "Exile the top two; you may play them.",
            "上から2枚を追放し、それらをプレイしてもよい。",
            ("Deep Mines",),
        ),
        Room(
            "Muiral's Graveyard",
            "ミューラルの墓所",
            "Create two 1/1 Skeletons.",
            "1/1のスケルトンを2体生成する。",
            ("Deep Mines",),
            CreateTokenEffect("Skeleton", 2, 1, 1, subtypes=("Skeleton",), name_ja="スケルトン"),
        ),
        Room("Deep Mines", "深き鉱山", "Scry 3.", "占術3。", ("Mad Wizard's Lair",)),
        Room(
            "Mad Wizard's Lair",
            "狂えるウィザードの住処",
            "Draw three cards and reveal them; you may cast one of them free.",
            "カードを3枚引いて公開し、そのうち1枚をただで唱えてもよい。",
        ),
    ),
)

TOMB = Dungeon(
    "Tomb of Annihilation",
    "全滅の墓",
    (
        Room(
            "Trapped Entry",
            "罠のある入口",
            "Each player loses 1 life.",
            "各プレイヤーは1点のライフを失う。",
            ("Veils of Fear", "Oubliette"),
        ),
        Room(
            "Veils of Fear",
            "恐怖のヴェール",
            "Each player loses 2 life unless they discard a card.",
            "各プレイヤーはカードを1枚捨てないかぎり2点のライフを失う。",
            ("Sandfall Cell",),
        ),
        Room(
            "Sandfall Cell",
            "砂の落ちる小部屋",
            "Each player loses 2 life unless they sacrifice an artifact, creature or land.",
            "各プレイヤーはアーティファクトかクリーチャーか土地を1つ生け贄に捧げないかぎり2点のライフを失う。",
            ("Cradle of the Death God",),
        ),
        Room(
            "Oubliette",
            "忘却の穴",
            "Discard a card and sacrifice an artifact, a creature and a land.",
            "カードを1枚捨て、アーティファクトとクリーチャーと土地を1つずつ生け贄に捧げる。",
            ("Cradle of the Death God",),
        ),
        Room(
            "Cradle of the Death God",
            "死の神の揺り籠",
            "Create a 4/4 God Horror with deathtouch.",
            "接死を持つ4/4の神・ホラーを1体生成する。",
            (),
            _token("The Atropal", 4, 4, "アトロパル", subtypes=("God", "Horror")),
        ),
    ),
)

DUNGEONS: dict[str, Dungeon] = {d.name: d for d in (UNDERCITY, LOST_MINE, MAD_MAGE, TOMB)}


def dungeon(name: str) -> Dungeon:
    return DUNGEONS[name]
