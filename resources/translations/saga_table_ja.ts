<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="41" />
        <source>Saga Table is unofficial Fan Content permitted under the Fan Content Policy. Not approved/endorsed by Wizards. Portions of the materials used are property of Wizards of the Coast. ©Wizards of the Coast LLC.</source>
        <translation>Saga Tableはファンコンテンツ・ポリシーに沿った非公式のファンコンテンツです。ウィザーズ社の認可/許諾は得ていません。題材の一部に、ウィザーズ・オブ・ザ・コースト社の財産を含んでいます。©Wizards of the Coast LLC.</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="64" />
        <source>Bitstream Vera licence; the DejaVu changes are in the public domain</source>
        <translation>Bitstream Veraライセンス（DejaVuによる変更部分はパブリックドメイン）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="72" />
        <source>IPA Font License Agreement v1.0</source>
        <translation>IPAフォントライセンスv1.0</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="100" />
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="101" />
        <source>Imported card data</source>
        <translation>取り込んだカードデータ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="102" />
        <source>Custom cards</source>
        <translation>カスタムカード</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="103" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="104" />
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="105" />
        <source>Game in progress (autosave)</source>
        <translation>途中のゲーム（自動保存）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="148" />
        <source>About Saga Table</source>
        <translation>Saga Tableについて</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="153" />
        <source>About</source>
        <translation>概要</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="154" />
        <source>Your data</source>
        <translation>あなたのデータ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="155" />
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="168" />
        <source>Saga Table</source>
        <translation>Saga Table</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="169" />
        <source>Saga Table {version}</source>
        <translation>Saga Table {version}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="177" />
        <source>An offline helper for paper Magic: The Gathering games, in English and Japanese: Sagas and their lore counters, the monarch, the turn's steps, the order of triggered abilities, and goldfishing a deck.</source>
        <translation>紙のマジック：ザ・ギャザリングで遊ぶためのオフラインの補助ツールです（英語・日本語）。英雄譚と伝承カウンター、統治者、ターンのステップ、誘発型能力の順番、デッキの一人回しを扱います。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="188" />
        <source>Card data: the built-in cards describe each chapter in our own short words. Exact card text comes only from card data you download yourself from Scryfall or MTGJSON and import (Cards → Import card data…); Saga Table never downloads anything. Please respect Scryfall's and MTGJSON's terms; card text belongs to Wizards of the Coast.</source>
        <translation>カードデータ：内蔵のカードは各章を独自の短い言葉で説明しています。正確なカードの文章は、あなたがScryfallやMTGJSONから自分でダウンロードして取り込んだカードデータ（カード → カードデータを取り込む…）からのみ得られます。Saga Tableが自分で何かをダウンロードすることはありません。ScryfallとMTGJSONの利用条件を守ってください。カードの文章はウィザーズ・オブ・ザ・コースト社に帰属します。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="216" />
        <source>Your settings, saved games, custom cards and imported card data stay on this computer, here:</source>
        <translation>設定、保存したゲーム、カスタムカード、取り込んだカードデータは、このコンピューターの次の場所にあります：</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="229" />
        <source>To keep everything in one folder (a USB stick, say), start Saga Table with --data-dir FOLDER or set SAGA_TABLE_DATA_DIR.</source>
        <translation>すべてを一つのフォルダー（USBメモリーなど）にまとめるには、Saga Tableを --data-dir フォルダー で起動するか、SAGA_TABLE_DATA_DIR を設定してください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="242" />
        <source>Saga Table itself is free software under the MIT License.</source>
        <translation>Saga Table自体はMITライセンスのフリーソフトウェアです。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="244" />
        <source>It ships these fonts, so that Japanese shows on any computer:</source>
        <translation>どのコンピューターでも日本語を表示できるよう、次のフォントを同梱しています：</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="250" />
        <source>The licences are in {folder}; their full text:</source>
        <translation>ライセンスは{folder}にあります。全文：</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="257" />
        <source>Licence texts</source>
        <translation>ライセンス文</translation>
    </message>
</context>
<context>
    <name>Action</name>
    <message>
        <source>Sacrifice {card}</source>
        <translation>{card}を生け贄に捧げる</translation>
    </message>
    <message>
        <source>{player} has {count} cards in the graveyard</source>
        <translation>{player}の墓地のカードを{count}枚にする</translation>
    </message>
    <message>
        <source>Attach {card} to {target}</source>
        <translation>{card}を{target}につける</translation>
    </message>
    <message>
        <source>Unattach {card}</source>
        <translation>{card}をはずす</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="33" />
        <source>Next step</source>
        <translation>次のステップへ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="35" />
        <source>Pass the turn</source>
        <translation>ターンを渡す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="37" />
        <source>{player} skips their next {what}</source>
        <translation>{player}は次の{what}を飛ばす</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="41" />
        <source>{player} skips each {what} this turn</source>
        <translation>{player}はこのターンの{what}をすべて飛ばす</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="45" />
        <source>Add extra phases: {phases}</source>
        <translation>追加のフェイズ：{phases}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="49" />
        <source>Extra turn for {player}</source>
        <translation>{player}の追加ターン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="51" />
        <source>End the turn</source>
        <translation>ターンを終了する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="53" />
        <source>End combat</source>
        <translation>戦闘を終了する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="57" />
        <source>Resolve {item}</source>
        <translation>{item}を解決する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="58" />
        <source>Resolve {item} by hand</source>
        <translation>{item}を手動で解決する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="60" />
        <source>Counter {item}</source>
        <translation>{item}を打ち消す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="62" />
        <source>Order triggered abilities</source>
        <translation>誘発型能力の順番を決める</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="64" />
        <source>Read ahead to chapter {chapter}</source>
        <translation>先読で第{chapter}章から</translation>
    </message>
    <message>
        <source>Discard {count} cards to hand size</source>
        <translation>手札の上限まで{count}枚捨てる</translation>
    </message>
    <message>
        <source>Discard a card to hand size</source>
        <translation>手札の上限まで1枚捨てる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="73" />
        <source>Add a lore counter to {card}</source>
        <translation>{card}に伝承カウンターを置く</translation>
    </message>
    <message>
        <source>Put {count} {kind} counters on {card}</source>
        <translation>{card}に{kind}カウンターを{count}個置く</translation>
    </message>
    <message>
        <source>Put a {kind} counter on {card}</source>
        <translation>{card}に{kind}カウンターを1個置く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="81" />
        <source>Remove a lore counter from {card}</source>
        <translation>{card}から伝承カウンターを取り除く</translation>
    </message>
    <message>
        <source>Remove {count} {kind} counters from {card}</source>
        <translation>{card}から{kind}カウンターを{count}個取り除く</translation>
    </message>
    <message>
        <source>Remove a {kind} counter from {card}</source>
        <translation>{card}から{kind}カウンターを1個取り除く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="88" />
        <source>Proliferate</source>
        <translation>増殖</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="90" />
        <source>Put {card} onto the battlefield</source>
        <translation>{card}を戦場に出す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="94" />
        <source>Cast {card}</source>
        <translation>{card}を唱える</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="96" />
        <source>Play {card}</source>
        <translation>{card}をプレイする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="98" />
        <source>Move {card} to the {zone}</source>
        <translation>{card}を{zone}に移す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="102" />
        <source>Exile and return {card}</source>
        <translation>{card}を追放して戻す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="104" />
        <source>Transform {card}</source>
        <translation>{card}を変身させる</translation>
    </message>
    <message>
        <source>Create {count} {name} tokens</source>
        <translation>{name}トークンを{count}体生成する</translation>
    </message>
    <message>
        <source>Create a {name} token</source>
        <translation>{name}トークンを1体生成する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="111" />
        <source>Tap {card}</source>
        <translation>{card}をタップする</translation>
    </message>
    <message>
        <location filename="../../saga_table/words/actions.py" line="152" />
        <source>Tap {cards}</source>
        <translation>{cards}をタップする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="113" />
        <source>Untap {card}</source>
        <translation>{card}をアンタップする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="115" />
        <source>Apply an effect: {text}</source>
        <translation>効果を適用：{text}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="117" />
        <source>End an effect</source>
        <translation>効果を終わらせる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="120" />
        <source>{player} draws a card</source>
        <translation>{player}がカードを1枚引く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="121" />
        <source>{player} draws {count} cards</source>
        <translation>{player}がカードを{count}枚引く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="125" />
        <source>Shuffle {player}'s library</source>
        <translation>{player}のライブラリーを切り直す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="127" />
        <source>Rearrange the top of {player}'s library</source>
        <translation>{player}のライブラリーの一番上を並べ替える</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="132" />
        <source>{player} gains {count} life</source>
        <translation>{player}が{count}点のライフを得る</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="135" />
        <source>{player} loses {count} life</source>
        <translation>{player}が{count}点のライフを失う</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="139" />
        <source>{player} concedes</source>
        <translation>{player}が投了する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="141" />
        <source>{player} mulligans</source>
        <translation>{player}がマリガンする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="143" />
        <source>{player} keeps their hand</source>
        <translation>{player}が手札をキープする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="145" />
        <source>{player} becomes the monarch</source>
        <translation>{player}が統治者になる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="149" />
        <source>Declare attackers</source>
        <translation>攻撃クリーチャーを指定する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="151" />
        <source>Declare blockers</source>
        <translation>ブロック・クリーチャーを指定する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="153" />
        <source>Deal combat damage</source>
        <translation>戦闘ダメージを与える</translation>
    </message>
    <message>
        <source>{players} concede together</source>
        <translation>{players}が同時に投了する</translation>
    </message>
    <message>
        <source>Keep {card} (the legend rule)</source>
        <translation>「{card}」を残す（レジェンド・ルール）</translation>
    </message>
    <message>
        <source>{player} takes the initiative</source>
        <translation>{player}がイニシアチブを得る</translation>
    </message>
    <message>
        <source>{player} ventures into Undercity</source>
        <translation>{player}が地下街に進む</translation>
    </message>
    <message>
        <source>{player} ventures into the dungeon</source>
        <translation>{player}がダンジョンに進む</translation>
    </message>
    <message>
        <source>Enter {dungeon}</source>
        <translation>{dungeon}に入る</translation>
    </message>
    <message>
        <source>Move to {room}</source>
        <translation>「{room}」に進む</translation>
    </message>
    <message>
        <source>{player} casts a spell</source>
        <translation>{player}が呪文を唱える</translation>
    </message>
    <message>
        <source>It becomes day</source>
        <translation>昼にする</translation>
    </message>
    <message>
        <source>It becomes night</source>
        <translation>夜にする</translation>
    </message>
    <message>
        <source>{player} ascends</source>
        <translation>{player}が昇殿する</translation>
    </message>
    <message>
        <source>The Ring tempts {player}</source>
        <translation>指輪が{player}を誘惑する</translation>
    </message>
    <message>
        <source>{player}: start your engines!</source>
        <translation>{player}：エンジン始動！</translation>
    </message>
    <message>
        <source>Put {card} onto the battlefield for {player}</source>
        <translation>{card}を{player}の戦場に出す</translation>
    </message>
    <message>
        <source>{player} casts {card}</source>
        <translation>{player}が{card}を唱える</translation>
    </message>
    <message>
        <source>{player} gains control of {card}</source>
        <translation>{player}が{card}のコントロールを得る</translation>
    </message>
    <message>
        <source>{player}'s life becomes {total}</source>
        <translation>{player}のライフを{total}にする</translation>
    </message>
    <message>
        <source>{player} has {count} cards in hand</source>
        <translation>{player}の手札を{count}枚にする</translation>
    </message>
    <message>
        <source>Correct {player}'s damage from {commander}</source>
        <translation>{commander}から{player}への統率者ダメージを直す</translation>
    </message>
    <message>
        <source>Finish the resolution</source>
        <translation>解決を終える</translation>
    </message>
    <message>
        <source>Choose targets</source>
        <translation>対象を選ぶ</translation>
    </message>
    <message>
        <source>Choose cards</source>
        <translation>カードを選ぶ</translation>
    </message>
    <message>
        <source>Order the top of the library</source>
        <translation>ライブラリーの上を並べ替える</translation>
    </message>
    <message>
        <source>Answer yes</source>
        <translation>「はい」と答える</translation>
    </message>
    <message>
        <source>Answer no</source>
        <translation>「いいえ」と答える</translation>
    </message>
    <message>
        <source>Choose modes</source>
        <translation>モードを選ぶ</translation>
    </message>
    <message>
        <source>Choose {number}</source>
        <translation>{number}を選ぶ</translation>
    </message>
    <message>
        <source>Give {player} {count} {kind} counters</source>
        <translation>{player}に{kind}カウンターを{count}個置く</translation>
    </message>
    <message>
        <source>Give {player} a {kind} counter</source>
        <translation>{player}に{kind}カウンターを1個置く</translation>
    </message>
    <message>
        <source>Remove {count} {kind} counters from {player}</source>
        <translation>{player}から{kind}カウンターを{count}個取り除く</translation>
    </message>
    <message>
        <source>Remove a {kind} counter from {player}</source>
        <translation>{player}から{kind}カウンターを1個取り除く</translation>
    </message>
    <message>
        <source>Go to the {step}</source>
        <translation>{step}へ進む</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player}が{card}をプレイする</translation>
    </message>
</context>
<context>
    <name>AttackersDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="50" />
        <source>Declare attackers</source>
        <translation>攻撃クリーチャーを指定する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="52" />
        <source>Choose which creatures attack, and whom.</source>
        <translation>どのクリーチャーが誰を攻撃するか選んでください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="58" />
        <source>Does not attack</source>
        <translation>攻撃しない</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="60" />
        <source>Attacks {player}</source>
        <translation>{player}を攻撃</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="67" />
        <source>No untapped creature can attack.</source>
        <translation>攻撃できるアンタップ状態のクリーチャーがありません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="71" />
        <source>Attack</source>
        <translation>攻撃する</translation>
    </message>
    <message>
        <source>{creature} · summoning sick</source>
        <translation>{creature}・召喚酔い</translation>
    </message>
    <message>
        <source>{creature} · summoning sick: cannot attack (302.6)</source>
        <translation>{creature}・召喚酔い：攻撃できない（302.6）</translation>
    </message>
    <message>
        <source>It came under your control this turn and has no haste: it cannot attack (302.6).</source>
        <translation>このターンにあなたのコントロール下に置かれ、速攻を持っていません。攻撃できません（302.6）。</translation>
    </message>
    <message>
        <source>It came onto the battlefield this turn and has no haste: it cannot attack (302.6), unless a card the table has not entered gives it haste.</source>
        <translation>このターンに戦場に出ていて、速攻を持っていません。攻撃できません（302.6）。ただし、アプリに入力していないカードが速攻を与えている場合を除きます。</translation>
    </message>
    <message>
        <source>No attack</source>
        <translation>攻撃しない</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../saga_table/qt/autosave_link.py" line="77" />
        <source> vs </source>
        <translation> 対 </translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/autosave_link.py" line="78" />
        <source>turn {turn}, {player}'s {step}</source>
        <translation>第{turn}ターン、{player}の{step}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/autosave_link.py" line="82" />
        <source>Saga Table closed unexpectedly during this game:</source>
        <translation>このゲームの途中で Saga Table が予期せず終了しました：</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/autosave_link.py" line="84" />
        <source>A game was left in progress:</source>
        <translation>途中のゲームがあります：</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/autosave_link.py" line="85" />
        <source>Go on with it? (No starts the demo game.)</source>
        <translation>続けますか？（「いいえ」でデモゲームを始めます。）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/autosave_link.py" line="85" />
        <source>The game had just ended.</source>
        <translation>このゲームは終わった直後でした。</translation>
    </message>
</context>
<context>
    <name>BattlefieldView</name>
    <message>
        <location filename="../../saga_table/qt/table.py" line="249" />
        <source>No permanents</source>
        <translation>パーマネントなし</translation>
    </message>
</context>
<context>
    <name>CardMenus</name>
    <message>
        <source>Sacrifice</source>
        <translation>生け贄に捧げる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="55" />
        <source>Untap</source>
        <translation>アンタップする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="55" />
        <source>Tap</source>
        <translation>タップする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="59" />
        <source>Add a lore counter</source>
        <translation>伝承カウンターを置く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="61" />
        <source>Remove a lore counter</source>
        <translation>伝承カウンターを取り除く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="62" />
        <source>Put a +1/+1 counter</source>
        <translation>+1/+1カウンターを置く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="64" />
        <source>Remove a +1/+1 counter</source>
        <translation>+1/+1カウンターを取り除く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="66" />
        <source>Transform</source>
        <translation>変身させる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="68" />
        <source>Exile and return (flicker)</source>
        <translation>追放して戻す（明滅）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="69" />
        <source>Put into the graveyard</source>
        <translation>墓地に置く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="70" />
        <location filename="../../saga_table/qt/card_menus.py" line="86" />
        <source>Exile</source>
        <translation>追放する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="71" />
        <source>Return to hand</source>
        <translation>手札に戻す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="72" />
        <location filename="../../saga_table/qt/card_menus.py" line="88" />
        <source>Put on top of the library</source>
        <translation>ライブラリーの一番上に置く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="83" />
        <source>Play</source>
        <translation>プレイする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="84" />
        <source>Onto the battlefield</source>
        <translation>戦場に出す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="85" />
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/card_menus.py" line="92" />
        <source>Put on the bottom of the library</source>
        <translation>ライブラリーの一番下に置く</translation>
    </message>
    <message>
        <source>Show the card large</source>
        <translation>カードを大きく表示</translation>
    </message>
</context>
<context>
    <name>CardTypes</name>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="180" />
        <source>Legendary</source>
        <translation>伝説の</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="181" />
        <source>Basic</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="182" />
        <source>Snow</source>
        <translation>氷雪</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="183" />
        <source>Token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="184" />
        <source>Artifact</source>
        <translation>アーティファクト</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="185" />
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="186" />
        <source>Creature</source>
        <translation>クリーチャー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="187" />
        <source>Enchantment</source>
        <translation>エンチャント</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="188" />
        <source>Instant</source>
        <translation>インスタント</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="189" />
        <source>Land</source>
        <translation>土地</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="190" />
        <source>Planeswalker</source>
        <translation>プレインズウォーカー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="191" />
        <source>Sorcery</source>
        <translation>ソーサリー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="192" />
        <source>Kindred</source>
        <translation>同族</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="193" />
        <source>Saga</source>
        <translation>英雄譚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="194" />
        <source>Aura</source>
        <translation>オーラ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="195" />
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="196" />
        <source>Equipment</source>
        <translation>装備品</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="197" />
        <source>Treasure</source>
        <translation>宝物</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="198" />
        <source>Plains</source>
        <translation>平地</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="199" />
        <source>Island</source>
        <translation>島</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="200" />
        <source>Swamp</source>
        <translation>沼</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="201" />
        <source>Mountain</source>
        <translation>山</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="202" />
        <source>Forest</source>
        <translation>森</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="203" />
        <location filename="../../saga_table/qt/i18n.py" line="204" />
        <source>Urza's</source>
        <translation>ウルザ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="205" />
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="206" />
        <source>Knight</source>
        <translation>騎士</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="207" />
        <source>Goblin</source>
        <translation>ゴブリン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="208" />
        <source>Shaman</source>
        <translation>シャーマン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="209" />
        <source>Warrior</source>
        <translation>戦士</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="210" />
        <source>Soldier</source>
        <translation>兵士</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="211" />
        <source>Cleric</source>
        <translation>クレリック</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="212" />
        <source>Wizard</source>
        <translation>ウィザード</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="213" />
        <source>Demon</source>
        <translation>デーモン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="214" />
        <source>Dragon</source>
        <translation>ドラゴン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="215" />
        <source>Spirit</source>
        <translation>スピリット</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="216" />
        <source>Construct</source>
        <translation>構築物</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="217" />
        <source>Elf</source>
        <translation>エルフ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="218" />
        <source>Druid</source>
        <translation>ドルイド</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="219" />
        <source>Zombie</source>
        <translation>ゾンビ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="220" />
        <source>Phyrexian</source>
        <translation>ファイレクシアン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="221" />
        <source>Noble</source>
        <translation>貴族</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="222" />
        <source>Elemental</source>
        <translation>エレメンタル</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="223" />
        <source>Thopter</source>
        <translation>飛行機械</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="224" />
        <source>God</source>
        <translation>神</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="225" />
        <source>Advisor</source>
        <translation>アドバイザー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="226" />
        <source>Bird</source>
        <translation>鳥</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="227" />
        <source>Rat</source>
        <translation>ネズミ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="228" />
        <source>Rogue</source>
        <translation>ならず者</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="229" />
        <source>Monk</source>
        <translation>モンク</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="230" />
        <source>Ogre</source>
        <translation>オーガ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="231" />
        <source>Sphinx</source>
        <translation>スフィンクス</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="232" />
        <source>Assassin</source>
        <translation>暗殺者</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="233" />
        <source>Bard</source>
        <translation>吟遊詩人</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="234" />
        <source>Avatar</source>
        <translation>アバター</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="235" />
        <source>Pilot</source>
        <translation>操縦士</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="236" />
        <source>Praetor</source>
        <translation>法務官</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="237" />
        <source>Kraken</source>
        <translation>クラーケン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="238" />
        <source>Clue</source>
        <translation>手掛かり</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="239" />
        <source>Food</source>
        <translation>食物</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="240" />
        <source>Angel</source>
        <translation>天使</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="241" />
        <source>Beast</source>
        <translation>ビースト</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="242" />
        <source>Horror</source>
        <translation>ホラー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="243" />
        <source>Insect</source>
        <translation>昆虫</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="244" />
        <source>Saproling</source>
        <translation>苗木</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="17" />
        <source>tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="19" />
        <source>attacking</source>
        <translation>攻撃中</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="21" />
        <source>token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="22" />
        <source>Attacking</source>
        <translation>攻撃中</translation>
    </message>
    <message>
        <source>→ {player}</source>
        <translation>→ {player}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="23" />
        <source>Token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="25" />
        <source>Tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="24" />
        <source>No abilities</source>
        <translation>能力なし</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="25" />
        <source>{n} damage</source>
        <translation>{n}点のダメージ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="26" />
        <source>Back face up.</source>
        <translation>第2面が表。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="27" />
        <source>Front face up.</source>
        <translation>第1面が表。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="28" />
        <source>Click to transform; Shift+click to read the other face.</source>
        <translation>クリックで変身。Shift+クリックでもう一方の面を読む。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="29" />
        <source>Other face: {name}.</source>
        <translation>もう一方の面：{name}。</translation>
    </message>
</context>
<context>
    <name>CombatDamageDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="119" />
        <source>Combat damage</source>
        <translation>戦闘ダメージ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="125" />
        <source>Record the combat damage. Compute it from power, or enter what each attacker dealt to the player it attacks.</source>
        <translation>戦闘ダメージを記録します。パワーから計算するか、各攻撃クリーチャーが攻撃先のプレイヤーに与えたダメージを入力してください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="140" />
        <source>{card} → {player}</source>
        <translation>{card} → {player}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="142" />
        <source>Compute from power</source>
        <translation>パワーから計算</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="143" />
        <source>Let the app work out the damage</source>
        <translation>アプリにダメージを計算させる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="148" />
        <source>Deal damage</source>
        <translation>ダメージを与える</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>対戦相手</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="66" />
        <source>lore</source>
        <translation>伝承</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="67" />
        <source>+1/+1</source>
        <translation>+1/+1</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="68" />
        <source>-1/-1</source>
        <translation>-1/-1</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="69" />
        <source>poison</source>
        <translation>毒</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="70" />
        <source>loyalty</source>
        <translation>忠誠</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="71" />
        <source>time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="72" />
        <source>shield</source>
        <translation>盾</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <source>experience</source>
        <translation>経験</translation>
    </message>
    <message>
        <source>rad</source>
        <translation>放射能</translation>
    </message>
    <message>
        <source>ticket</source>
        <translation>チケット</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>蓄積</translation>
    </message>
    <message>
        <source>stun</source>
        <translation>麻痺</translation>
    </message>
    <message>
        <source>oil</source>
        <translation>油</translation>
    </message>
</context>
<context>
    <name>CrownToken</name>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="30" />
        <source>The Monarch's crown</source>
        <translation>統治者の王冠</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="31" />
        <source>The Monarch. Drag the crown to another player, or click it, to pass it.</source>
        <translation>統治者。王冠を別のプレイヤーにドラッグするか、クリックすると移ります。</translation>
    </message>
</context>
<context>
    <name>CrownTray</name>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="384" />
        <source>The crown: drag it onto a player, or click it, to choose the monarch.</source>
        <translation>王冠：ドラッグかクリックで、統治者を決めます。</translation>
    </message>
</context>
<context>
    <name>CustomCardDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="80" />
        <source>A card needs a name.</source>
        <translation>カードには名前が必要です。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="83" />
        <source>Write the type line in English, such as “Enchantment — Saga”: the rules read it, and the window shows it in Japanese by itself.</source>
        <translation>タイプ行は「Enchantment — Saga」のように英語で書いてください。ルールはそれを読み、ウィンドウには日本語で表示されます。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="92" />
        <source>The type line needs a card type, such as Enchantment.</source>
        <translation>タイプ行にはエンチャントなどのカード・タイプが必要です。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="97" />
        <source>A Saga needs chapter lines, one per line, such as “I — Draw a card.”</source>
        <translation>英雄譚には「I — カードを1枚引く。」のような章の行が必要です（1行に1つ）。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="105" />
        <source>Give both power and toughness, or neither.</source>
        <translation>パワーとタフネスは両方入れるか、どちらも空にしてください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="131" />
        <source>New custom card</source>
        <translation>新しいカスタムカード</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="131" />
        <source>Edit custom card</source>
        <translation>カスタムカードの編集</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="137" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="138" />
        <source>The card's English name</source>
        <translation>カードの英語名</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="140" />
        <source>Japanese name</source>
        <translation>日本語名</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="141" />
        <source>Optional</source>
        <translation>省略可</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="143" />
        <source>Type line (in English)</source>
        <translation>タイプ行（英語）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="145" />
        <source>Power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="148" />
        <source>Toughness</source>
        <translation>タフネス</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="150" />
        <source>Read ahead</source>
        <translation>先読</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="153" />
        <source>Chapters and text</source>
        <translation>章と文章</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="155" />
        <source>I — Create a 2/2 white Knight creature token.
II, III — Draw a card.</source>
        <translation>I — 白の2/2の騎士・クリーチャー・トークンを1体生成する。
II, III — カードを1枚引く。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="171" />
        <source>Power / toughness</source>
        <translation>パワー／タフネス</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="175" />
        <source>One chapter per line: its numerals, a dash, its text. Chapters with the same text can share a line (“I, II — …”).</source>
        <translation>1行に1つの章：ローマ数字、ダッシュ、文章の順に書きます。同じ文章の章は1行にまとめられます（「I, II — …」）。</translation>
    </message>
</context>
<context>
    <name>CustomCardsDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="245" />
        <source>Custom cards</source>
        <translation>カスタムカード</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="250" />
        <source>Cards you define yourself. A custom card is found before imported and built-in cards of the same name, in decklists and new games.</source>
        <translation>自分で定義するカードです。デッキリストや新しいゲームでは、同じ名前の取り込んだカードや内蔵のカードより先にカスタムカードが使われます。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="259" />
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="260" />
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="261" />
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="358" />
        <source>Delete custom card</source>
        <translation>カスタムカードの削除</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/custom_card.py" line="359" />
        <source>Delete the custom card “{name}”?</source>
        <translation>カスタムカード「{name}」を削除しますか？</translation>
    </message>
</context>
<context>
    <name>DecisionDialogs</name>
    <message>
        <location filename="../../saga_table/qt/decisions.py" line="114" />
        <source>The choice still waits: press Next or Ctrl+J to make it.</source>
        <translation>選択はまだ待っています。「次へ」か Ctrl+J で選んでください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/decisions.py" line="134" />
        <source>{player}: put {count} triggered abilities in order…</source>
        <translation>{player}：{count}個の誘発型能力の順番を決める…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/decisions.py" line="138" />
        <source>{player}: choose the read ahead chapter…</source>
        <translation>{player}：先読で始める章を選ぶ…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/decisions.py" line="140" />
        <source>{player}: keep or mulligan…</source>
        <translation>{player}：キープかマリガンか…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/decisions.py" line="141" />
        <source>{player}: discard to hand size…</source>
        <translation>{player}：手札の上限まで捨てる…</translation>
    </message>
    <message>
        <source>{player}: choose the {card} that stays (the legend rule)…</source>
        <translation>{player}：残す「{card}」を選ぶ（レジェンド・ルール）…</translation>
    </message>
    <message>
        <source>{player}: choose the dungeon to venture into…</source>
        <translation>{player}：進むダンジョンを選ぶ…</translation>
    </message>
    <message>
        <source>{player}: choose the next room of the dungeon…</source>
        <translation>{player}：ダンジョンの次の部屋を選ぶ…</translation>
    </message>
</context>
<context>
    <name>DeclareBlockersDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="139" />
        <source>Declare blockers</source>
        <translation>ブロック・クリーチャーを指定</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="142" />
        <source>Choose which creatures block, and which attacker each blocks.</source>
        <translation>どのクリーチャーがどの攻撃クリーチャーをブロックするか選んでください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="152" />
        <source>{player}'s creatures</source>
        <translation>{player}のクリーチャー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="158" />
        <source>Does not block</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="162" />
        <source>Blocks {attacker}</source>
        <translation>{attacker}をブロック</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="168" />
        <source>No untapped creature can block.</source>
        <translation>ブロックできるアンタップ状態のクリーチャーがありません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="172" />
        <source>No creature is attacking.</source>
        <translation>攻撃しているクリーチャーがありません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/combat.py" line="176" />
        <source>Block</source>
        <translation>ブロックする</translation>
    </message>
    <message>
        <source>No blocks</source>
        <translation>ブロックしない</translation>
    </message>
</context>
<context>
    <name>DiscardDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="170" />
        <source>Discard to hand size</source>
        <translation>手札の上限まで捨てる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="173" />
        <source>{player}: discard {count} card(s) down to your maximum hand size.</source>
        <translation>{player}：手札の上限まで{count}枚捨ててください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="179" />
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="184" />
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source>move {what}</source>
        <translation>{what}を移動する</translation>
    </message>
    <message>
        <source>shuffle {what} into its owner&apos;s library</source>
        <translation>{what}をオーナーのライブラリーに加えて切り直す</translation>
    </message>
    <message>
        <source>put {what} on the bottom of its owner&apos;s library</source>
        <translation>{what}をオーナーのライブラリーの一番下に置く</translation>
    </message>
    <message>
        <source>put {what} on top of its owner&apos;s library</source>
        <translation>{what}をオーナーのライブラリーの一番上に置く</translation>
    </message>
    <message>
        <source>put {what} into exile</source>
        <translation>{what}を追放する</translation>
    </message>
    <message>
        <source>put {what} into its owner&apos;s hand</source>
        <translation>{what}をオーナーの手札に戻す</translation>
    </message>
    <message>
        <source>put {what} onto the battlefield</source>
        <translation>{what}を戦場に出す</translation>
    </message>
    <message>
        <source>one {kind} from a graveyard</source>
        <translation>墓地から{kind}1枚</translation>
    </message>
    <message>
        <source>one {kind} from a hand</source>
        <translation>手札から{kind}1枚</translation>
    </message>
    <message>
        <source>{count} {kind} from a graveyard</source>
        <translation>墓地から{kind}{count}枚</translation>
    </message>
    <message>
        <source>{count} {kind} from a hand</source>
        <translation>手札から{kind}{count}枚</translation>
    </message>
    <message>
        <source>every {kind} from a graveyard</source>
        <translation>墓地のすべての{kind}</translation>
    </message>
    <message>
        <source>every {kind} from a hand</source>
        <translation>手札のすべての{kind}</translation>
    </message>
    <message>
        <source>{types} cards</source>
        <translation>{types}・カード</translation>
    </message>
    <message>
        <source>{types} card</source>
        <translation>{types}・カード</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="81" />
        <source>draw a card</source>
        <translation>カードを1枚引く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="82" />
        <source>draw {count} cards</source>
        <translation>カードを{count}枚引く</translation>
    </message>
    <message>
        <source>create {count} {name} tokens</source>
        <translation>{name}トークンを{count}体生成する</translation>
    </message>
    <message>
        <source>create a {name} token</source>
        <translation>{name}トークンを1体生成する</translation>
    </message>
    <message>
        <source>draw as many</source>
        <translation>同じ枚数のカードを引く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="89" />
        <source>become the monarch</source>
        <translation>統治者になる</translation>
    </message>
    <message>
        <source>put {count} {kind} counters</source>
        <translation>{kind}カウンターを{count}個置く</translation>
    </message>
    <message>
        <source>put a {kind} counter</source>
        <translation>{kind}カウンターを1個置く</translation>
    </message>
    <message>
        <source>remove {count} {kind} counters</source>
        <translation>{kind}カウンターを{count}個取り除く</translation>
    </message>
    <message>
        <source>remove a {kind} counter</source>
        <translation>{kind}カウンターを1個取り除く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="100" />
        <source>exile it and return it transformed</source>
        <translation>追放し、変身させて戻す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="102" />
        <source>add {mana}</source>
        <translation>{mana}を加える</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="105" />
        <source>gain {count} life</source>
        <translation>{count}点のライフを得る</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="106" />
        <source>lose {count} life</source>
        <translation>{count}点のライフを失う</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="108" />
        <source>, then </source>
        <translation>、その後</translation>
    </message>
    <message>
        <source>a change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>“{abilities}”</source>
        <translation>「{abilities}」</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <source>an ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>gains {what}</source>
        <translation>{what}を得る</translation>
    </message>
    <message>
        <source>{what} until your next turn</source>
        <translation>次のあなたのターンまで{what}</translation>
    </message>
    <message>
        <source>{what} until end of turn</source>
        <translation>ターン終了時まで{what}</translation>
    </message>
    <message>
        <source>choose X</source>
        <translation>Xを選ぶ</translation>
    </message>
    <message>
        <source>choose a mode</source>
        <translation>モードを選ぶ</translation>
    </message>
    <message>
        <source>copy a token</source>
        <translation>トークンをコピーする</translation>
    </message>
    <message>
        <source>deal {count} damage</source>
        <translation>{count}点のダメージを与える</translation>
    </message>
    <message>
        <source>destroy</source>
        <translation>破壊する</translation>
    </message>
    <message>
        <source>discard the hand</source>
        <translation>手札をすべて捨てる</translation>
    </message>
    <message>
        <source>discard up to {count}</source>
        <translation>最大{count}枚捨てる</translation>
    </message>
    <message>
        <source>discard {count}</source>
        <translation>{count}枚捨てる</translation>
    </message>
    <message>
        <source>discard {count} at random</source>
        <translation>無作為に{count}枚捨てる</translation>
    </message>
    <message>
        <source>double the counters</source>
        <translation>カウンターを2倍にする</translation>
    </message>
    <message>
        <source>exile</source>
        <translation>追放する</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>格闘を行う</translation>
    </message>
    <message>
        <source>gain control</source>
        <translation>コントロールを得る</translation>
    </message>
    <message>
        <source>if so: {effect}</source>
        <translation>そうしたなら：{effect}</translation>
    </message>
    <message>
        <source>look at the top {count}</source>
        <translation>上から{count}枚を見る</translation>
    </message>
    <message>
        <source>mill {count}</source>
        <translation>{count}枚切削する</translation>
    </message>
    <message>
        <source>move cards</source>
        <translation>カードを移動する</translation>
    </message>
    <message>
        <source>return to the hand</source>
        <translation>手札に戻す</translation>
    </message>
    <message>
        <source>sacrifice</source>
        <translation>生け贄に捧げる</translation>
    </message>
    <message>
        <source>scry {count}</source>
        <translation>占術{count}</translation>
    </message>
    <message>
        <source>search the library</source>
        <translation>ライブラリーを探す</translation>
    </message>
    <message>
        <source>surveil {count}</source>
        <translation>諜報{count}</translation>
    </message>
    <message>
        <source>tap</source>
        <translation>タップする</translation>
    </message>
    <message>
        <source>the Ring tempts you</source>
        <translation>指輪があなたを誘惑する</translation>
    </message>
    <message>
        <source>the next creature enters with a +1/+1 counter</source>
        <translation>次のクリーチャーは+1/+1カウンターが1個置かれた状態で戦場に出る</translation>
    </message>
    <message>
        <source>the rest by hand</source>
        <translation>残りは手動で</translation>
    </message>
    <message>
        <source>untap</source>
        <translation>アンタップする</translation>
    </message>
    <message>
        <source>you may: {effect}</source>
        <translation>任意：{effect}</translation>
    </message>
    <message>
        <source>each opponent: {effect}</source>
        <translation>各対戦相手：{effect}</translation>
    </message>
    <message>
        <source>each player: {effect}</source>
        <translation>各プレイヤー：{effect}</translation>
    </message>
    <message>
        <source>target player: {effect}</source>
        <translation>対象のプレイヤー：{effect}</translation>
    </message>
    <message>
        <source>target opponent: {effect}</source>
        <translation>対象の対戦相手：{effect}</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="63" />
        <source>&amp;Export log as text…</source>
        <translation>ログをテキストで書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="65" />
        <source>Write the game log to a text file, in the window's language</source>
        <translation>ゲームログをウィンドウの言語でテキストファイルに書き出す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="67" />
        <source>Open &amp;Recent</source>
        <translation>最近のゲームを開く(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="70" />
        <source>&amp;Clear recent files</source>
        <translation>最近のゲームの一覧を消去(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="70" />
        <source>Forget the list of recent games</source>
        <translation>最近のゲームの一覧を消去する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="72" />
        <source>No recent games</source>
        <translation>最近のゲームはありません</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="77" />
        <source>&amp;Import card data…</source>
        <translation>カードデータを取り込む(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="79" />
        <source>Import a Scryfall or MTGJSON card file you downloaded</source>
        <translation>ダウンロードしたScryfallまたはMTGJSONのカードファイルを取り込む</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="82" />
        <source>C&amp;ustom cards…</source>
        <translation>カスタムカード(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="82" />
        <source>Add, edit or delete your own cards</source>
        <translation>自分のカードを追加・編集・削除する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="85" />
        <source>&amp;About Saga Table</source>
        <translation>Saga Tableについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="87" />
        <source>&amp;Rules edition</source>
        <translation>使う総合ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="89" />
        <source>Which edition of the Comprehensive Rules the app follows</source>
        <translation>このアプリが従う総合ルールの版</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="126" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="162" />
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="163" />
        <source>{path} is no longer there.</source>
        <translation>{path}は見つかりません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="184" />
        <source>Export the game log</source>
        <translation>ゲームログを書き出す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="186" />
        <source>Text files (*.txt);;All files (*)</source>
        <translation>テキストファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="198" />
        <source>Cannot export the log</source>
        <translation>ログを書き出せません</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="201" />
        <source>Log written to {path}</source>
        <translation>ログを{path}に書き出しました</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="210" />
        <source>Import card data</source>
        <translation>カードデータを取り込む</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="212" />
        <source>Scryfall or MTGJSON card data ({patterns});;All files (*)</source>
        <translation>ScryfallまたはMTGJSONのカードデータ ({patterns});;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="242" />
        <source>Imported {count} cards from {file}.</source>
        <translation>{file}から{count}枚のカードを取り込みました。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/file_menu.py" line="315" />
        <source>The damaged custom card file was kept as {path}.</source>
        <translation>壊れていたカスタムカードのファイルは{path}として残しました。</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="38" />
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="39" />
        <source>&amp;Open game record…</source>
        <translation>ゲーム記録を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="40" />
        <source>&amp;Save game record…</source>
        <translation>ゲーム記録を保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="41" />
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="42" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="44" />
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="45" />
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="48" />
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="50" />
        <source>Go on: answer the waiting choice, resolve the stack, or go to the next step</source>
        <translation>進める：待っている選択に答える、スタックを解決する、または次のステップへ進む</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="53" />
        <source>Next &amp;step</source>
        <translation>次のステップ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="53" />
        <source>Go to the next step or phase</source>
        <translation>次のステップかフェイズへ進む</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="64" />
        <source>End &amp;combat</source>
        <translation>戦闘を終了する(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="64" />
        <source>End the combat phase (723.2)</source>
        <translation>戦闘フェイズを終了する（723.2）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="66" />
        <source>Declare &amp;attackers…</source>
        <translation>攻撃クリーチャーを指定(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="67" />
        <source>Declare &amp;blockers…</source>
        <translation>ブロック・クリーチャーを指定(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="67" />
        <source>Combat &amp;damage…</source>
        <translation>戦闘ダメージ(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="70" />
        <source>&amp;Resolve top of stack</source>
        <translation>スタックの一番上を解決する(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="70" />
        <source>Resolve the top of the stack</source>
        <translation>スタックの一番上を解決する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="73" />
        <source>Resolve by &amp;hand</source>
        <translation>手動で解決する(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="75" />
        <source>Resolve the top of the stack; the players carry out its effect</source>
        <translation>スタックの一番上を解決する。効果はプレイヤーが実行する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="77" />
        <source>C&amp;ounter the top of stack</source>
        <translation>スタックの一番上を打ち消す(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="79" />
        <source>&amp;Answer the waiting choice…</source>
        <translation>待っている選択に答える(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="79" />
        <source>Open the waiting choice</source>
        <translation>待っている選択を開く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="82" />
        <source>&amp;Draw a card</source>
        <translation>カードを1枚引く(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="84" />
        <source>&amp;Library…</source>
        <translation>ライブラリー(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="84" />
        <source>Look at or search a library</source>
        <translation>ライブラリーを見る・探す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="86" />
        <source>&amp;Graveyard…</source>
        <translation>墓地(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="87" />
        <source>E&amp;xile…</source>
        <translation>追放領域(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="88" />
        <source>Create &amp;tokens…</source>
        <translation>トークンを生成(&amp;T)…</translation>
    </message>
    <message>
        <source>E&amp;xtra turn…</source>
        <translation>追加ターン(&amp;X)…</translation>
    </message>
    <message>
        <source>A player takes extra turns after this one (500.7)</source>
        <translation>プレイヤーがこのターンの後に追加ターンを得る（500.7）</translation>
    </message>
    <message>
        <source>Additional p&amp;hases…</source>
        <translation>追加フェイズ(&amp;H)…</translation>
    </message>
    <message>
        <source>Phases added right after this one: combat and main, combat, ... (500.8)</source>
        <translation>このフェイズの直後にフェイズを追加する：戦闘とメイン、戦闘など（500.8）</translation>
    </message>
    <message>
        <source>S&amp;kip…</source>
        <translation>飛ばす(&amp;K)…</translation>
    </message>
    <message>
        <source>A player skips their next step or phase, or each one this turn (500.11)</source>
        <translation>プレイヤーが次のステップやフェイズを飛ばす、またはこのターンのそれをすべて飛ばす（500.11）</translation>
    </message>
    <message>
        <source>P&amp;roliferate…</source>
        <translation>増殖(&amp;R)…</translation>
    </message>
    <message>
        <source>The chosen player proliferates: tick the permanents and players that get one more counter of each kind (701.34a)</source>
        <translation>選んだプレイヤーが増殖する：カウンターを1個ずつ追加するパーマネントとプレイヤーにチェックを入れる（701.34a）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="90" />
        <source>Gain 1 life</source>
        <translation>ライフを1点得る</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="90" />
        <source>The chosen player gains 1 life</source>
        <translation>選んだプレイヤーがライフを1点得る</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="93" />
        <source>Lose 1 life</source>
        <translation>ライフを1点失う</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="93" />
        <source>The chosen player loses 1 life</source>
        <translation>選んだプレイヤーがライフを1点失う</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="96" />
        <source>Make the chosen player the &amp;monarch</source>
        <translation>選んだプレイヤーを統治者にする(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="98" />
        <source>The chosen player becomes the monarch</source>
        <translation>選んだプレイヤーが統治者になる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="101" />
        <source>Choose the next player</source>
        <translation>次のプレイヤーを選ぶ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="101" />
        <source>Whose hand and cards</source>
        <translation>誰の手札とカードか</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="104" />
        <source>&amp;Hand</source>
        <translation>手札(&amp;H)</translation>
    </message>
    <message>
        <source>Stack and &amp;log</source>
        <translation>スタックとログ(&amp;L)</translation>
    </message>
    <message>
        <source>Hide them to give the table the window's width (six or eight players)</source>
        <translation>隠すと卓がウィンドウの幅をすべて使える（6人・8人の卓で）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="106" />
        <source>Go to the &amp;table</source>
        <translation>テーブルへ移動(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="107" />
        <source>Go to the &amp;stack</source>
        <translation>スタックへ移動(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/actions.py" line="108" />
        <source>Go to the h&amp;and</source>
        <translation>手札へ移動(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Pass the turn</source>
        <translation>ターンを渡す(&amp;P)</translation>
    </message>
    <message>
        <source>Go through the rest of the turn, end step and cleanup included, to the next player; stops where something needs doing</source>
        <translation>終了ステップとクリンナップ・ステップを含めてターンの残りを進め、次のプレイヤーに渡します。何かすることがあればそこで止まります</translation>
    </message>
    <message>
        <source>End the turn (&amp;Time Stop)</source>
        <translation>ターンを終了する（時間停止）(&amp;T)</translation>
    </message>
    <message>
        <source>723.1: end the turn at once, skipping the end step and its triggers</source>
        <translation>723.1：ただちにターンを終了します。終了ステップとそこで誘発する能力は飛ばされます</translation>
    </message>
    <message>
        <source>Say by hand who dealt how much combat damage to whom</source>
        <translation>どのクリーチャーが誰に何点の戦闘ダメージを与えたかを手で入力します</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every key the window knows</source>
        <translation>このウィンドウで使えるすべてのキー</translation>
    </message>
    <message>
        <source>&amp;Restart with the same decks</source>
        <translation>同じデッキでやり直す(&amp;R)</translation>
    </message>
    <message>
        <source>A new game with the same players and decks, shuffled anew</source>
        <translation>同じプレイヤーと同じデッキで、切り直して新しいゲームを始めます</translation>
    </message>
    <message>
        <source>&amp;Put a card onto the battlefield…</source>
        <translation>カードを戦場に出す(&amp;P)…</translation>
    </message>
    <message>
        <source>Any card, for any player: find it by its name</source>
        <translation>どのカードでも、どのプレイヤーにでも：名前で探す</translation>
    </message>
    <message>
        <source>Join a game in progress: place the cards, then start from there</source>
        <translation>進行中のゲームに合流：カードを並べて、そこから始める</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>局面を設定(&amp;U)…</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="49" />
        <source>Decklist problems</source>
        <translation>デッキリストの問題</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="50" />
        <source>Some lines could not be used:
{problems}</source>
        <translation>使えなかった行があります：
{problems}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="59" />
        <source>Open a game record</source>
        <translation>ゲーム記録を開く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="73" />
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="78" />
        <source>Opened in part</source>
        <translation>一部だけ開きました</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="83" />
        <source>Save the game record</source>
        <translation>ゲーム記録を保存</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="83" />
        <source>Game records (*.json)</source>
        <translation>ゲーム記録 (*.json)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="94" />
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/game_files.py" line="97" />
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <source>Untitled[*] — Saga Table</source>
        <translation>無題[*] — Saga Table</translation>
    </message>
    <message>
        <source>{file}[*] — Saga Table</source>
        <translation>{file}[*] — Saga Table</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>保存していない変更</translation>
    </message>
    <message>
        <source>This game has changes that are not saved in a file.</source>
        <translation>このゲームには、まだファイルに保存していない変更があります。</translation>
    </message>
    <message>
        <source>Save them before the game is replaced?</source>
        <translation>今のゲームを閉じる前に保存しますか？</translation>
    </message>
    <message>
        <source>Save them before quitting?</source>
        <translation>終了する前に保存しますか？</translation>
    </message>
    <message>
        <source>Game records and decklists (*.json *.txt *.dec *.dek *.dck *.cod);;Game records (*.json);;All files (*)</source>
        <translation>ゲーム記録とデッキリスト (*.json *.txt *.dec *.dek *.dck *.cod);;ゲーム記録 (*.json);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <source>Make {player} the monarch</source>
        <translation>{player}を統治者にする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/gestures.py" line="76" />
        <source>{player} is already the monarch.</source>
        <translation>{player}はすでに統治者です。</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="284" />
        <source>Whose hand</source>
        <translation>誰の手札か</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="289" />
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="303" />
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="304" />
        <source>Play the selected card</source>
        <translation>選んだカードをプレイする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="306" />
        <source>Onto the battlefield</source>
        <translation>戦場に出す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="307" />
        <source>Put the selected card onto the battlefield</source>
        <translation>選んだカードを戦場に出す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="309" />
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="310" />
        <source>Discard the selected card</source>
        <translation>選んだカードを捨てる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="370" />
        <source>{count} card(s)</source>
        <translation>{count}枚</translation>
    </message>
</context>
<context>
    <name>ImportCardsDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="59" />
        <source>Import card data</source>
        <translation>カードデータの取り込み</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="63" />
        <source>Reading {file}…</source>
        <translation>{file}を読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="71" />
        <source>Import progress</source>
        <translation>取り込みの進み具合</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="72" />
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="80" />
        <source>Cancelling stops the import and leaves your card database as it was: nothing is written until the whole file has been read.</source>
        <translation>キャンセルすると取り込みを止め、カードデータベースは元のままです。ファイル全体を読み終えるまで何も書き込みません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="87" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="90" />
        <source>Stop the import; your card database stays as it was</source>
        <translation>取り込みを止めます。カードデータベースは元のままです</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="92" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="125" />
        <source>{read} MB read</source>
        <translation>{read} MB 読み込み済み</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="130" />
        <source>{read} MB of {total} MB</source>
        <translation>{read} MB／{total} MB</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="133" />
        <source>{count} cards so far</source>
        <translation>これまでに{count}枚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="139" />
        <source>Imported {file}</source>
        <translation>{file}を取り込みました</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="144" />
        <source>{format}: {count} cards read in {seconds} seconds.</source>
        <translation>{format}：{seconds}秒で{count}枚のカードを読み込みました。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="151" />
        <source>New cards: {count}</source>
        <translation>新しいカード：{count}枚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="152" />
        <source>Updated cards: {count}</source>
        <translation>更新したカード：{count}枚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="153" />
        <source>Sagas: {count}</source>
        <translation>英雄譚：{count}枚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="154" />
        <source>New Japanese names: {count}</source>
        <translation>新しい日本語名：{count}件</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="159" />
        <source>Skipped, as they cannot be read: {count} cards</source>
        <translation>読み取れないため飛ばしたカード：{count}枚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="158" />
        <source>The new cards can be used in decklists and new games now.</source>
        <translation>新しいカードはすぐにデッキリストや新しいゲームで使えます。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="163" />
        <source>{file} could not be imported</source>
        <translation>{file}を取り込めませんでした</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="168" />
        <source>Nothing was imported; your card database is unchanged.</source>
        <translation>何も取り込んでいません。カードデータベースは変わっていません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="172" />
        <source>Import cancelled</source>
        <translation>取り込みをキャンセルしました</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/import_cards.py" line="192" />
        <source>Cancelling…</source>
        <translation>キャンセルしています…</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{player}&apos;s graveyard: {before} → {after} cards.</source>
        <translation>{player}の墓地：{before} → {after}枚。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="163" />
        <source>{player} mulligans.</source>
        <translation>{player}はマリガンした。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="166" />
        <source>{player} keeps and puts {count} cards on the bottom.</source>
        <translation>{player}はキープし、{count}枚をライブラリーの一番下に置いた。</translation>
    </message>
    <message>
        <source>{player} keeps and puts a card on the bottom.</source>
        <translation>{player}はキープし、1枚をライブラリーの一番下に置いた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="169" />
        <source>{player} keeps their hand.</source>
        <translation>{player}は手札をキープした。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="171" />
        <source>Read ahead: the Saga starts at chapter {chapter}.</source>
        <translation>先読：英雄譚は第{chapter}章から始まる。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="175" />
        <source>The triggered abilities are put on the stack in the chosen order.</source>
        <translation>誘発型能力が選んだ順番でスタックに置かれた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="179" />
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="181" />
        <source>The turn is ended (723.1).</source>
        <translation>ターンが終了した（723.1）。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="183" />
        <source>The combat phase is ended (723.2).</source>
        <translation>戦闘フェイズが終了した（723.2）。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="185" />
        <source>{player} rearranges the top {count} card(s) of their library.</source>
        <translation>{player}はライブラリーの上から{count}枚を並べ替えた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/action_text.py" line="189" />
        <source>{player} proliferates.</source>
        <translation>{player}は増殖を行った。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="94" />
        <source>{count} permanents untap.</source>
        <translation>{count}個のパーマネントがアンタップした。</translation>
    </message>
    <message>
        <location filename="../../saga_table/words/log.py" line="160" />
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../saga_table/words/log.py" line="160" />
        <source>{card} ×{count}</source>
        <translation>{card}×{count}</translation>
    </message>
    <message>
        <location filename="../../saga_table/words/log.py" line="160" />
        <source>{cards} become tapped.</source>
        <translation>{cards}がタップ状態になった。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="96" />
        <source>{player} draws {count} cards.</source>
        <translation>{player}はカードを{count}枚引いた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="100" />
        <source>{player} creates {count} {name} tokens.</source>
        <translation>{player}は{name}トークンを{count}体生成した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="112" />
        <source>Turn {number}: {player}'s extra turn.</source>
        <translation>第{number}ターン：{player}の追加ターン。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="115" />
        <source>Turn {number}: {player}'s turn.</source>
        <translation>第{number}ターン：{player}のターン。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="121" />
        <source>The {step} begins.</source>
        <translation>{step}の開始。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="125" />
        <source>The {step} is skipped: {reason}.</source>
        <translation>{step}は飛ばされた：{reason}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="129" />
        <source>The {phase} is skipped: {reason}.</source>
        <translation>{phase}は飛ばされた：{reason}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="135" />
        <source>{card} gets a lore counter as the main phase begins: {after}.</source>
        <translation>メイン・フェイズの開始に{card}に伝承カウンターが置かれた：{after}個。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="138" />
        <source>{card}: lore counters {before} → {after}.</source>
        <translation>{card}：伝承カウンター {before} → {after}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="141" />
        <location filename="../../saga_table/qt/log_text.py" line="145" />
        <source>{card}: {kind} counters {before} → {after}.</source>
        <translation>{card}：{kind}カウンター {before} → {after}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="149" />
        <source>Chapter {chapter} of {card} triggers.</source>
        <translation>{card}の第{chapter}章が誘発した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="153" />
        <source>{ability} triggers.</source>
        <translation>{ability}が誘発した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="155" />
        <source>{ability} goes on the stack.</source>
        <translation>{ability}がスタックに置かれた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="159" />
        <source>{ability} ceases to exist.</source>
        <translation>{ability}は消滅した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="166" />
        <source>{item} resolves; the players carry it out.</source>
        <translation>{item}が解決した。効果はプレイヤーが実行する。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="169" />
        <source>{item} resolves.</source>
        <translation>{item}が解決した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="171" />
        <source>{item} is countered.</source>
        <translation>{item}は打ち消された。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="173" />
        <source>{item} is exiled from the stack.</source>
        <translation>{item}はスタックから追放された。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="180" />
        <source>Carried out: {effect}.</source>
        <translation>実行：{effect}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="182" />
        <source>{card} enters the battlefield under {player}'s control.</source>
        <translation>{card}が{player}のコントロール下で戦場に出た。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="186" />
        <source>{card} is sacrificed ({rule}).</source>
        <translation>{card}は生け贄に捧げられた（{rule}）。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="190" />
        <source>It transforms into {card}.</source>
        <translation>{card}に変身した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="192" />
        <source>{card} becomes tapped.</source>
        <translation>{card}がタップ状態になった。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="194" />
        <source>{card} untaps.</source>
        <translation>{card}がアンタップした。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="198" />
        <source>{player} creates a {name} token.</source>
        <translation>{player}は{name}トークンを1体生成した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="202" />
        <source>The {name} token ceases to exist.</source>
        <translation>{name}トークンは消滅した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="205" />
        <source>{player} has no card to draw.</source>
        <translation>{player}は引くカードがない。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="208" />
        <source>{player} draws a card.</source>
        <translation>{player}はカードを1枚引いた。</translation>
    </message>
    <message>
        <source>{player} searches their library and finds nothing.</source>
        <translation>{player}はライブラリーを探したが、何も見つからなかった。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="210" />
        <source>{player} shuffles their library.</source>
        <translation>{player}はライブラリーを切り直した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="214" />
        <source>{player} plays {card}.</source>
        <translation>{player}は{card}をプレイした。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="218" />
        <source>{player}'s life: {before} → {after}.</source>
        <translation>{player}のライフ：{before} → {after}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="222" />
        <source>{player} adds {mana}.</source>
        <translation>{player}は{mana}を加えた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="227" />
        <source>There is no monarch any more ({reason}).</source>
        <translation>統治者はいなくなった（{reason}）。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="230" />
        <source>{player} becomes the monarch.</source>
        <translation>{player}が統治者になった。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="233" />
        <source>No creature attacks.</source>
        <translation>攻撃するクリーチャーはいない。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="234" />
        <source>Attacking: {list}.</source>
        <translation>攻撃：{list}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="236" />
        <source>{card} → {player}</source>
        <translation>{card} → {player}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="244" />
        <source>No creature blocks.</source>
        <translation>ブロックするクリーチャーはいない。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="245" />
        <source>Blocking: {list}.</source>
        <translation>ブロック：{list}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="247" />
        <source>{blocker} blocks {attacker}</source>
        <translation>{blocker}が{attacker}をブロック</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="257" />
        <source>{card} deals {amount} combat damage to {target}.</source>
        <translation>{card}は{target}に{amount}点の戦闘ダメージを与えた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="261" />
        <source>An effect begins: {text}.</source>
        <translation>効果が始まった：{text}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="263" />
        <source>An effect ends: {text}.</source>
        <translation>効果が終わった：{text}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="265" />
        <source>{player} loses the game: {reason}.</source>
        <translation>{player}はゲームに敗北した：{reason}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="269" />
        <source>{player} leaves the game.</source>
        <translation>{player}はゲームから除外された。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="272" />
        <source>The game is over.</source>
        <translation>ゲームは終了した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="273" />
        <source>The game is over: {player} wins.</source>
        <translation>ゲーム終了：{player}の勝利。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="283" />
        <source>{player} decides whether to keep or mulligan.</source>
        <translation>{player}はキープかマリガンかを決める。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="284" />
        <source>{player} puts their triggered abilities in order.</source>
        <translation>{player}は誘発型能力の順番を決める。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="285" />
        <source>{player} chooses the chapter to read ahead to.</source>
        <translation>{player}は先読で始める章を選ぶ。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="286" />
        <source>{player} discards down to hand size.</source>
        <translation>{player}は手札の上限まで捨てる。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="288" />
        <source>{player} has a choice to make.</source>
        <translation>{player}には選ぶことがある。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="296" />
        <source>{player} casts {card}.</source>
        <translation>{player}は{card}を唱えた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="299" />
        <source>{card} is put into {player}'s graveyard.</source>
        <translation>{card}は{player}の墓地に置かれた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="303" />
        <source>{player} discards {card}.</source>
        <translation>{player}は{card}を捨てた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="304" />
        <source>{card} goes to {player}'s graveyard.</source>
        <translation>{card}は{player}の墓地に置かれた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="308" />
        <source>{card} is exiled.</source>
        <translation>{card}は追放された。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="310" />
        <source>{card} is put into {player}'s hand.</source>
        <translation>{card}は{player}の手札に加わった。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="314" />
        <source>{card} is put into {player}'s library.</source>
        <translation>{card}は{player}のライブラリーに置かれた。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/log_text.py" line="317" />
        <source>{card} moves to the command zone.</source>
        <translation>{card}は統率領域に移った。</translation>
    </message>
    <message>
        <source>Nothing happens: it is not a combat phase ({rule}).</source>
        <translation>何も起こらない：戦闘フェイズではない（{rule}）。</translation>
    </message>
    <message>
        <source>{card} is put into the graveyard by the legend rule.</source>
        <translation>{card}はレジェンド・ルールにより墓地に置かれた。</translation>
    </message>
    <message>
        <source>{player} chooses which legendary permanent stays.</source>
        <translation>{player}は残す伝説のパーマネントを選ぶ。</translation>
    </message>
    <message>
        <source>{ability}: its condition no longer holds, so it does nothing (603.4).</source>
        <translation>{ability}：条件を満たさなくなったので、何もしない（603.4）。</translation>
    </message>
    <message>
        <source>Nobody has the initiative any more.</source>
        <translation>イニシアチブを持つプレイヤーはいなくなった。</translation>
    </message>
    <message>
        <source>{player} takes the initiative.</source>
        <translation>{player}がイニシアチブを得た。</translation>
    </message>
    <message>
        <source>{player} ventures into {room} ({dungeon}).</source>
        <translation>{player}は{dungeon}の「{room}」に進んだ。</translation>
    </message>
    <message>
        <source>{player} completes {dungeon}.</source>
        <translation>{player}は{dungeon}を完了した。</translation>
    </message>
    <message>
        <source>{player} chooses the dungeon to venture into.</source>
        <translation>{player}は進むダンジョンを選ぶ。</translation>
    </message>
    <message>
        <source>{player} chooses the next room of the dungeon.</source>
        <translation>{player}はダンジョンの次の部屋を選ぶ。</translation>
    </message>
    <message>
        <source>It becomes day.</source>
        <translation>昼になった。</translation>
    </message>
    <message>
        <source>It becomes night.</source>
        <translation>夜になった。</translation>
    </message>
    <message>
        <source>{player} casts a spell ({count} this turn).</source>
        <translation>{player}が呪文を唱えた（このターン{count}つ目）。</translation>
    </message>
    <message>
        <source>{player} gets the city's blessing.</source>
        <translation>{player}は都市の承認を得た。</translation>
    </message>
    <message>
        <source>The Ring tempts {player} ({level} of 4).</source>
        <translation>指輪が{player}を誘惑した（{level}/4）。</translation>
    </message>
    <message>
        <source>The Ring tempts {player}: {card} is the Ring-bearer ({level} of 4).</source>
        <translation>指輪が{player}を誘惑した：{card}が指輪所持者になった（{level}/4）。</translation>
    </message>
    <message>
        <source>{player}'s speed is {speed}.</source>
        <translation>{player}のスピードは{speed}になった。</translation>
    </message>
    <message>
        <source>Saga Table — game log</source>
        <translation>Saga Table — ゲームログ</translation>
    </message>
    <message>
        <source>Players: {players}</source>
        <translation>プレイヤー：{players}</translation>
    </message>
    <message>
        <source>{player}: {kind} counters {before} → {after}.</source>
        <translation>{player}：{kind}カウンター {before} → {after}。</translation>
    </message>
    <message>
        <source>The goldfish opponent is at 0 life: a kill on turn {turn}.</source>
        <translation>仮想の対戦相手のライフが0になった（{turn}ターン目のキル）。</translation>
    </message>
    <message>
        <source>{player} now controls {card}.</source>
        <translation>{player}が{card}のコントロールを得た。</translation>
    </message>
    <message>
        <source>{player}'s hand: {before} → {after} cards.</source>
        <translation>{player}の手札：{before}枚 → {after}枚。</translation>
    </message>
    <message>
        <source>{player} discards {count} down to their hand size.</source>
        <translation>{player}は手札の上限まで{count}枚捨てた。</translation>
    </message>
    <message>
        <source>{player} mills {count} at the table.</source>
        <translation>{player}は{count}枚切削した（実物のカード）。</translation>
    </message>
    <message>
        <source>{player} discards {count} cards at the table.</source>
        <translation>{player}は手札を{count}枚捨てた（実物のカード）。</translation>
    </message>
    <message>
        <source>{player} discards a card at the table.</source>
        <translation>{player}は手札を1枚捨てた（実物のカード）。</translation>
    </message>
    <message>
        <source>{player}: damage from {commander} {before} → {after}.</source>
        <translation>{player}：{commander}からの統率者ダメージ {before} → {after}。</translation>
    </message>
    <message>
        <source>The game starts from a position: turn {turn}, {player}'s {step}.</source>
        <translation>途中の局面から始める：{turn}ターン目、{player}の{step}。</translation>
    </message>
    <message>
        <source>{player} carries it out by hand.</source>
        <translation>{player}は手動で解決する。</translation>
    </message>
    <message>
        <source>{player} chooses targets.</source>
        <translation>{player}は対象を選ぶ。</translation>
    </message>
    <message>
        <source>{player} chooses the cards to discard.</source>
        <translation>{player}は捨てるカードを選ぶ。</translation>
    </message>
    <message>
        <source>{player} chooses what to sacrifice.</source>
        <translation>{player}は生け贄に捧げるものを選ぶ。</translation>
    </message>
    <message>
        <source>{player} decides whether to do it.</source>
        <translation>{player}は行うかどうかを選ぶ。</translation>
    </message>
    <message>
        <source>{player} scries.</source>
        <translation>{player}は占術を行う。</translation>
    </message>
    <message>
        <source>{player} searches their library.</source>
        <translation>{player}はライブラリーを探す。</translation>
    </message>
    <message>
        <source>{player} surveils.</source>
        <translation>{player}は諜報を行う。</translation>
    </message>
    <message>
        <source>Targets are chosen for {item}.</source>
        <translation>{item}の対象が選ばれた。</translation>
    </message>
    <message>
        <source>{item} leaves the stack without doing anything ({rule}).</source>
        <translation>{item}は何もせずにスタックを離れた（{rule}）。</translation>
    </message>
    <message>
        <source>{item} is carried out by hand.</source>
        <translation>{item}を手動で解決した。</translation>
    </message>
    <message>
        <source>{item} has finished resolving.</source>
        <translation>{item}の解決が終わった。</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="188" />
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
</context>
<context>
    <name>LoreDial</name>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="32" />
        <source>Lore counters. Click the upper half to add one, the lower half to remove one; the mouse wheel and the arrow keys work too.</source>
        <translation>伝承カウンター。上半分をクリックで1個置き、下半分で1個取り除く。マウスホイールと矢印キーも使えます。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="37" />
        <source>Lore counters</source>
        <translation>伝承カウンター</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="38" />
        <source>{lore} of {final}</source>
        <translation>{lore}／{final}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../saga_table/qt/main_window.py" line="106" />
        <source>Saga Table</source>
        <translation>Saga Table</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/main_window.py" line="190" />
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/main_window.py" line="208" />
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/main_window.py" line="309" />
        <source>{player}'s battlefield</source>
        <translation>{player}の戦場</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/main_window.py" line="346" />
        <source>{player}'s hand</source>
        <translation>{player}の手札</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/main_window.py" line="441" />
        <source>Chosen player: {player}</source>
        <translation>選んだプレイヤー：{player}</translation>
    </message>
</context>
<context>
    <name>MulliganDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="81" />
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="103" />
        <source>Mulligan</source>
        <translation>マリガン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="86" />
        <source>{player}: keep these seven cards and put {count} of them on the bottom of your library, or take another mulligan.</source>
        <translation>{player}：この7枚をキープして{count}枚をライブラリーの一番下に置くか、もう一度マリガンしてください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="90" />
        <source>{player}: keep this opening hand, or take a mulligan?</source>
        <translation>{player}：この初期手札をキープしますか、マリガンしますか？</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="96" />
        <source>Opening hand</source>
        <translation>初期手札</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="101" />
        <source>Keep</source>
        <translation>キープ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="102" />
        <source>Keep this hand</source>
        <translation>この手札をキープする</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="104" />
        <source>Shuffle and draw a new hand</source>
        <translation>切り直して新しい手札を引く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="135" />
        <source>Chosen for the bottom: {chosen} of {need}.</source>
        <translation>一番下に置くカード：{chosen}／{need}枚。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/mulligan.py" line="140" />
        <source>Seven cards.</source>
        <translation>7枚。</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="179" />
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="189" />
        <source>object {id}</source>
        <translation>オブジェクト{id}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="212" />
        <source>an ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>対戦相手</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="122" />
        <source>Name of player {number}</source>
        <extracomment>Deck choices besides a decklist file. DECK_NONE, DECK_DEMO, or the path of a decklist file.</extracomment>
        <translation>プレイヤー{number}の名前</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="126" />
        <source>Deck of player {number}</source>
        <translation>プレイヤー{number}のデッキ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="128" />
        <source>No deck (a paper game)</source>
        <translation>デッキなし（実物のカードで遊ぶ）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="129" />
        <source>The demo Saga deck</source>
        <translation>デモの英雄譚デッキ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="130" />
        <source>Decklist…</source>
        <translation>デッキリスト…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="132" />
        <source>Choose a decklist file for player {number}</source>
        <translation>プレイヤー{number}のデッキリストを選ぶ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="157" />
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="162" />
        <source>Number of players</source>
        <translation>プレイヤーの人数</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="166" />
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="167" />
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="172" />
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="175" />
        <source>Players at the table</source>
        <translation>テーブルの人数</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="184" />
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="210" />
        <source>Starting life</source>
        <translation>初期ライフ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="188" />
        <source>Seed for shuffling</source>
        <translation>シャッフルのシード</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="190" />
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="211" />
        <source>Starting player</source>
        <translation>先手のプレイヤー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="191" />
        <source>Draw opening hands (keep or mulligan)</source>
        <translation>初期手札を引く（キープかマリガン）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="194" />
        <source>Rules edition</source>
        <translation>使う総合ルール</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="195" />
        <source>Comprehensive Rules, September 2026</source>
        <translation>2026年9月版</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="196" />
        <source>Comprehensive Rules, January 2026</source>
        <translation>2026年1月版</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="198" />
        <source>First player's draw</source>
        <translation>先手の最初のドロー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="199" />
        <source>As the rules say (103.8)</source>
        <translation>ルールどおり（103.8）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="200" />
        <source>The first player skips their first draw</source>
        <translation>先手は最初のドローを飛ばす</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="201" />
        <source>The first player draws</source>
        <translation>先手も引く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="202" />
        <source>Enforce one land per turn</source>
        <translation>土地は1ターンに1枚まで</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="203" />
        <source>Put identical triggers on the stack without asking</source>
        <translation>同一の誘発は確認せずにスタックに置く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="207" />
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="215" />
        <source>Maximum hand size</source>
        <translation>手札の上限</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="208" />
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="212" />
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="213" />
        <source>Edition</source>
        <translation>総合ルール</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="214" />
        <source>First draw</source>
        <translation>最初のドロー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="223" />
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="236" />
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="241" />
        <source>Choose a decklist</source>
        <translation>デッキリストを選ぶ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/new_game.py" line="243" />
        <source>Decklists (*.txt *.dec *.dek *.dck *.cod);;All files (*)</source>
        <translation>デッキリスト (*.txt *.dec *.dek *.dck *.cod);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Pasted decklist</source>
        <translation>貼り付けたデッキリスト</translation>
    </message>
    <message>
        <source>Decklist problems</source>
        <translation>デッキリストの問題</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>…ほか{count}件</translation>
    </message>
    <message>
        <source>Some decklist lines could not be used:
{problems}</source>
        <translation>デッキリストに読み込めなかった行があります：
{problems}</translation>
    </message>
    <message>
        <source>Fix the decklists</source>
        <translation>デッキリストを直す</translation>
    </message>
    <message>
        <source>Start anyway</source>
        <translation>このまま始める</translation>
    </message>
    <message>
        <source>Goldfish the demo Saga deck</source>
        <translation>デモの英雄譚デッキで一人回し</translation>
    </message>
    <message>
        <source>Join a game under way: place its cards and counters, then start from there</source>
        <translation>進行中のゲームに合流：カードとカウンターを並べて、そこから始める</translation>
    </message>
    <message>
        <source>No decks in the app: draws are counted, hands are numbers</source>
        <translation>アプリにデッキは入れません：ドローは数え、手札は枚数で扱います</translation>
    </message>
    <message>
        <source>Paper table: every seat plays real cards</source>
        <translation>紙のテーブル：全員が実物のカードで遊ぶ</translation>
    </message>
    <message>
        <source>Set up position…</source>
        <translation>局面を設定…</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="39" />
        <source>Turn structure</source>
        <translation>ターンの構造</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="40" />
        <source>Turn {n}</source>
        <translation>第{n}ターン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="41" />
        <source>Turn {n}, {player}</source>
        <translation>第{n}ターン、{player}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="42" />
        <source>An extra step this turn.</source>
        <translation>このターンの追加のステップ。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="43" />
        <source>Done</source>
        <translation>済み</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="44" />
        <source>Current step</source>
        <translation>現在のステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="45" />
        <source>Upcoming</source>
        <translation>これから</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="46" />
        <source>Skipped this turn</source>
        <translation>このターンは飛ばした</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="47" />
        <source>current step: {step}</source>
        <translation>現在のステップ：{step}</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>最終</translation>
    </message>
    <message>
        <source>Click to go here.</source>
        <translation>クリックでここまで進む。</translation>
    </message>
</context>
<context>
    <name>PlayDialogs</name>
    <message>
        <location filename="../../saga_table/qt/play_dialogs.py" line="62" />
        <source>Stopped before the declare attackers step: what is on the stack or waiting comes first.</source>
        <translation>攻撃クリーチャー指定ステップの前で止まりました：スタックの上のものや待っている選択が先です。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/play_dialogs.py" line="86" />
        <source>Blockers are declared in the declare blockers step.</source>
        <translation>ブロック・クリーチャーはブロック・クリーチャー指定ステップで指定します。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/play_dialogs.py" line="130" />
        <source>Combat damage is dealt in a combat damage step.</source>
        <translation>戦闘ダメージは戦闘ダメージ・ステップで与えます。</translation>
    </message>
</context>
<context>
    <name>ReadAheadDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/read_ahead.py" line="37" />
        <source>Read ahead</source>
        <translation>先読</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/read_ahead.py" line="43" />
        <source>{card} enters with read ahead: choose the chapter it starts on. Only that chapter triggers now; the earlier ones never do.</source>
        <translation>{card}は先読を持って戦場に出ます。始める章を選んでください。今誘発するのはその章だけで、それより前の章は誘発しません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/read_ahead.py" line="55" />
        <source>Chapter {chapter}</source>
        <translation>第{chapter}章</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="143" />
        <source>no attackers (508.8)</source>
        <translation>攻撃クリーチャーなし（508.8）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="144" />
        <source>skipped by an effect</source>
        <translation>効果で飛ばされた</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="146" />
        <source>the player who goes first skips their first draw step (103.8a)</source>
        <translation>先手は最初のドロー・ステップを飛ばす（103.8a）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="148" />
        <source>conceded (104.3a)</source>
        <translation>投了（104.3a）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="149" />
        <source>0 or less life (704.5a)</source>
        <translation>ライフが0以下（704.5a）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="150" />
        <source>drew from an empty library (704.5b)</source>
        <translation>空のライブラリーから引いた（704.5b）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="153" />
        <source>ten or more poison counters (704.5c)</source>
        <translation>毒カウンターが10個以上（704.5c）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="156" />
        <source>21 or more combat damage from one commander (704.6c)</source>
        <translation>1体の統率者から21点以上の戦闘ダメージ（704.6c）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="159" />
        <source>an effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="160" />
        <source>combat damage to the monarch</source>
        <translation>統治者への戦闘ダメージ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="161" />
        <source>the monarch left the game</source>
        <translation>統治者がゲームから除外された</translation>
    </message>
</context>
<context>
    <name>RulesEditionDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="289" />
        <source>Rules edition</source>
        <translation>使う総合ルール</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="294" />
        <source>Saga Table follows the Comprehensive Rules of September 25, 2026 (the seed edition). There the lore counter a Saga enters with comes from an ability of the Saga itself (714.3a/b): a Saga that has lost its abilities enters with none, and an effect that doubles counters (Doubling Season) doubles it. The lore counter put as your precombat main phase begins (714.3c) is a turn-based action, not an effect: Doubling Season does not double it.</source>
        <translation>Saga Tableは2026年9月25日版の総合ルール（基準の版）に従います。この版では、英雄譚が戦場に出るときの伝承カウンターは英雄譚自身の能力によるものです（714.3a/b）。能力を失った英雄譚は伝承カウンターなしで戦場に出て、カウンターを倍にする効果（倍増の季節）はそれを倍にします。戦闘前メイン・フェイズの開始時に置かれる伝承カウンター（714.3c）はターン起因処理であり効果ではないので、倍増の季節で倍にはなりません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="304" />
        <source>New Game has a rule option for the January 16, 2026 edition, where every Saga enters with its lore counter by a rule, not an ability.</source>
        <translation>「新しいゲーム」のルールの選択肢で2026年1月16日版を選べます。この版では、すべての英雄譚は能力ではなくルールによって伝承カウンターを得て戦場に出ます。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="309" />
        <source>the September 25, 2026 edition</source>
        <translation>2026年9月25日版</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="310" />
        <source>the January 16, 2026 edition</source>
        <translation>2026年1月16日版</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/about.py" line="315" />
        <source>This game follows {edition}.</source>
        <translation>このゲームは{edition}に従っています。</translation>
    </message>
</context>
<context>
    <name>SagaCardWidget</name>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="16" />
        <source>tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="18" />
        <source>attacking</source>
        <translation>攻撃中</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="20" />
        <source>token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="48" />
        <source>lost all abilities</source>
        <translation>すべての能力を失っている</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="49" />
        <source>Back face up.</source>
        <translation>第2面が表。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="50" />
        <source>Front face up.</source>
        <translation>第1面が表。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="51" />
        <source>Click to transform; Shift+click to read the other face.</source>
        <translation>クリックで変身。Shift+クリックでもう一方の面を読む。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="52" />
        <source>back face up</source>
        <translation>第2面が表</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="53" />
        <source>front face up</source>
        <translation>第1面が表</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="54" />
        <source>Lore {lore} of {final}. Click the upper half to add a lore counter, the lower half to remove one.</source>
        <translation>伝承カウンター {lore}／{final}。上半分をクリックで1個置き、下半分で1個取り除く。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="59" />
        <source>This Saga has lost all abilities.</source>
        <translation>この英雄譚はすべての能力を失っている。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="60" />
        <source>lore {lore} of {final}</source>
        <translation>伝承 {lore}／{final}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="61" />
        <source>lore {lore}</source>
        <translation>伝承 {lore}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="62" />
        <source>next chapter {n}</source>
        <translation>次は第{n}章</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="63" />
        <source>on the stack: {n}</source>
        <translation>スタック上：{n}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="64" />
        <source>Reached.</source>
        <translation>到達済み。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="65" />
        <source>Next chapter.</source>
        <translation>次の章。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="66" />
        <source>Not reached yet.</source>
        <translation>未到達。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="67" />
        <source>Waiting on the stack.</source>
        <translation>スタックで解決待ち。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="68" />
        <source>Other face: {name}.</source>
        <translation>もう一方の面：{name}。</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="69" />
        <source>Left the game</source>
        <translation>ゲームから退出</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="70" />
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="71" />
        <source>Library</source>
        <translation>ライブラリー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="72" />
        <source>Graveyard</source>
        <translation>墓地</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="73" />
        <source>Poison</source>
        <translation>毒</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="74" />
        <source>the monarch</source>
        <translation>統治者</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="75" />
        <source>active player</source>
        <translation>アクティブ・プレイヤー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="76" />
        <source>left the game</source>
        <translation>ゲームから除外</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="77" />
        <source>life {n}</source>
        <translation>ライフ {n}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/widget_strings.py" line="78" />
        <source>Cmdr {name}</source>
        <translation>統率者 {name}</translation>
    </message>
    <message>
        <source>Lib</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>GY</source>
        <translation>墓地</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="28" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="31" />
        <location filename="../../saga_table/qt/dialogs/settings.py" line="52" />
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="32" />
        <source>The system's language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="36" />
        <source>Carry out chapter effects the app knows</source>
        <translation>アプリが知っている章の効果を実行する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="38" />
        <source>Draw cards, make tokens, flip Sagas as a chapter resolves.</source>
        <translation>章の解決時にカードを引き、トークンを生成し、英雄譚を変身させます。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="41" />
        <source>Ask for each decision as soon as it waits</source>
        <translation>選択が必要になったらすぐに尋ねる</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="44" />
        <source>New games: put identical triggers on the stack without asking</source>
        <translation>新しいゲーム：同一の誘発は確認せずにスタックに置く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="47" />
        <source>New games: enforce one land per turn</source>
        <translation>新しいゲーム：土地は1ターンに1枚まで</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/settings.py" line="49" />
        <source>A new language applies to the window at once.</source>
        <translation>言語の変更はすぐにウィンドウに反映されます。</translation>
    </message>
    <message>
        <source>Combat damage: Next opens the damage dialog (assign it by hand)</source>
        <translation>戦闘ダメージ：「次へ」でダメージの画面を開く（手で割り振る）</translation>
    </message>
    <message>
        <source>Otherwise Next deals the damage the creatures' power says.</source>
        <translation>オフのときは、「次へ」でクリーチャーのパワーどおりのダメージを与えます。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../saga_table/qt/side_panel.py" line="26" />
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
</context>
<context>
    <name>Stack</name>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="118" />
        <source>The Monarch</source>
        <translation>統治者</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="126" />
        <source>{source} — chapter {chapter}</source>
        <translation>{source} — 第{chapter}章</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/naming.py" line="136" />
        <source>spell: {text}</source>
        <translation>呪文：{text}</translation>
    </message>
</context>
<context>
    <name>StackPanel</name>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="108" />
        <source>The stack, top first</source>
        <extracomment>Room Qt's item style leaves on each side of an item's text (a little more, to be safe).</extracomment>
        <translation>スタック（上から順に）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="117" />
        <source>Resolve</source>
        <translation>解決する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="118" />
        <source>Resolve the top of the stack</source>
        <translation>スタックの一番上を解決する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="120" />
        <source>By hand</source>
        <translation>手動で</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="122" />
        <source>Resolve the top of the stack and carry it out by hand</source>
        <translation>スタックの一番上を解決し、効果は手動で実行する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="125" />
        <source>Resolve it without the app carrying out its effect: do it yourselves.</source>
        <translation>アプリが効果を実行せずに解決します。効果は自分たちで実行してください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="128" />
        <source>Counter</source>
        <translation>打ち消す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="129" />
        <source>Counter the selected item</source>
        <translation>選んだものを打ち消す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="132" />
        <source>Answer the waiting decision</source>
        <translation>待っている選択に答える</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="158" />
        <source>Stack ({count}), top first</source>
        <translation>スタック（{count}）：上から順に</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="166" />
        <source>Resolve carries out: {effect}.</source>
        <translation>解決すると実行：{effect}。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/panels.py" line="171" />
        <source>The stack is empty.</source>
        <translation>スタックは空です。</translation>
    </message>
    <message>
        <source>Targets: {targets}.</source>
        <translation>対象：{targets}。</translation>
    </message>
    <message>
        <source>The app does not carry out a spell's text: after Resolve, do what it says (a click on a life total changes it).</source>
        <translation>アプリは呪文の文章を実行しません。「解決する」の後、書かれていることを行ってください（ライフの数字をクリックすると変えられます）。</translation>
    </message>
    <message>
        <source>The app cannot carry this out: Resolve opens it for you to do by hand.</source>
        <translation>アプリでは処理できません。「解決」で手動の解決を始めます。</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="113" />
        <source>precombat main phase</source>
        <translation>戦闘前メイン・フェイズ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="114" />
        <source>postcombat main phase</source>
        <translation>戦闘後メイン・フェイズ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="116" />
        <source>untap step</source>
        <translation>アンタップ・ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="117" />
        <source>upkeep step</source>
        <translation>アップキープ・ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="118" />
        <source>draw step</source>
        <translation>ドロー・ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="119" />
        <source>beginning of combat step</source>
        <translation>戦闘開始ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="120" />
        <source>declare attackers step</source>
        <translation>攻撃クリーチャー指定ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="121" />
        <source>declare blockers step</source>
        <translation>ブロック・クリーチャー指定ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="122" />
        <source>first-strike combat damage step</source>
        <translation>先制攻撃戦闘ダメージ・ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="123" />
        <source>combat damage step</source>
        <translation>戦闘ダメージ・ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="124" />
        <source>end of combat step</source>
        <translation>戦闘終了ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="125" />
        <source>end step</source>
        <translation>終了ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="126" />
        <source>cleanup step</source>
        <translation>クリンナップ・ステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="135" />
        <source>Main 1</source>
        <translation>メイン1</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="136" />
        <source>Main 2</source>
        <translation>メイン2</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="138" />
        <source>Untap</source>
        <translation>アンタップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="139" />
        <source>Upkeep</source>
        <translation>アップキープ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="140" />
        <source>Draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="141" />
        <source>Combat</source>
        <translation>戦闘開始</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="142" />
        <source>Attackers</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="143" />
        <source>Blockers</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="144" />
        <source>First strike</source>
        <translation>先制攻撃</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="145" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="146" />
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="147" />
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="148" />
        <source>Cleanup</source>
        <translation>クリンナップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="155" />
        <source>beginning phase</source>
        <translation>開始フェイズ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="156" />
        <source>main phase</source>
        <translation>メイン・フェイズ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="157" />
        <source>combat phase</source>
        <translation>戦闘フェイズ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="158" />
        <source>ending phase</source>
        <translation>最終フェイズ</translation>
    </message>
</context>
<context>
    <name>TokenDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="38" />
        <source>Create tokens</source>
        <translation>トークンの生成</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="41" />
        <source>e.g. Knight, Treasure, Construct</source>
        <translation>例：騎士、宝物、構築物</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="42" />
        <source>Token name</source>
        <translation>トークンの名前</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="45" />
        <source>Number of tokens</source>
        <translation>トークンの数</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="46" />
        <source>Creature</source>
        <translation>クリーチャー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="51" />
        <source>Power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="55" />
        <source>Toughness</source>
        <translation>タフネス</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="58" />
        <source>Artifact</source>
        <translation>アーティファクト</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="59" />
        <source>Enchantment</source>
        <translation>エンチャント</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="61" />
        <location filename="../../saga_table/qt/dialogs/token.py" line="77" />
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="73" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="74" />
        <source>How many</source>
        <translation>数</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="75" />
        <source>Types</source>
        <translation>タイプ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="76" />
        <source>Power / toughness</source>
        <translation>パワー／タフネス</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/token.py" line="81" />
        <source>Create</source>
        <translation>生成する</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Click to change the opponent&apos;s life</source>
        <translation>クリックで対戦相手のライフを変える</translation>
    </message>
    <message>
        <source>Extra turns and skips</source>
        <translation>追加ターンと飛ばすもの</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="32" />
        <source>Phases and steps of the turn</source>
        <translation>ターンのフェイズとステップ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="34" />
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="35" />
        <location filename="../../saga_table/qt/top_bar.py" line="36" />
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="50" />
        <source>What Next does</source>
        <translation>「次へ」でできること</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="68" />
        <source>Turn {number} · {player}</source>
        <translation>第{number}ターン・{player}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="83" />
        <source>The game is over.</source>
        <translation>ゲームは終了した。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="87" />
        <source>Resolve {item}</source>
        <translation>{item}を解決する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="90" />
        <source>Go to the {step}</source>
        <translation>{step}へ進む</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/top_bar.py" line="106" />
        <source>next turn</source>
        <translation>次のターン</translation>
    </message>
    <message>
        <source>The goldfish opponent</source>
        <translation>仮想の対戦相手</translation>
    </message>
    <message>
        <source>Pass the turn</source>
        <translation>ターンを渡す</translation>
    </message>
    <message>
        <source>{what} (Space)</source>
        <translation>{what}（スペース）</translation>
    </message>
    <message>
        <source> · ☀ Day</source>
        <translation>・☀ 昼</translation>
    </message>
    <message>
        <source> · ☾ Night</source>
        <translation>・☾ 夜</translation>
    </message>
</context>
<context>
    <name>TriggerOrderDialog</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="52" />
        <source>Order triggered abilities</source>
        <translation>誘発型能力の順番を決める</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="57" />
        <source>{player}, put your triggered abilities in order.</source>
        <translation>{player}さん、誘発型能力の順番を決めてください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="59" />
        <source>Put the triggered abilities in order.</source>
        <translation>誘発型能力の順番を決めてください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="65" />
        <source>The ability at the top resolves first: it goes on the stack last. Drag the rows, or use Up and Down (Alt+Up, Alt+Down).</source>
        <translation>一番上の能力が最初に解決します（スタックには最後に置かれます）。行をドラッグするか、「上へ」「下へ」（Alt+↑、Alt+↓）を使ってください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="72" />
        <source>Triggered abilities, first to resolve at the top</source>
        <translation>誘発型能力（最初に解決するものが一番上）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="85" />
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="86" />
        <source>Move the selected ability up</source>
        <translation>選んだ能力を上へ移す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="87" />
        <source>Resolve earlier (Alt+Up)</source>
        <translation>先に解決する（Alt+↑）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="89" />
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="90" />
        <source>Move the selected ability down</source>
        <translation>選んだ能力を下へ移す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="91" />
        <source>Resolve later (Alt+Down)</source>
        <translation>後で解決する（Alt+↓）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="99" />
        <source>Resolves first</source>
        <translation>最初に解決</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="104" />
        <source>Put on the stack</source>
        <translation>スタックに置く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="196" />
        <source>1. Resolves first:</source>
        <translation>1. 最初に解決：</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="198" />
        <source>{number}. Resolves last:</source>
        <translation>{number}. 最後に解決：</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="200" />
        <source>{number}.</source>
        <translation>{number}.</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/trigger_order.py" line="204" />
        <source>Resolves first: {name}</source>
        <translation>最初に解決：{name}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="37" />
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="43" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="45" />
        <source>&amp;Turn</source>
        <translation>ターン(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="51" />
        <source>&amp;Stack</source>
        <translation>スタック(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="53" />
        <source>&amp;Cards</source>
        <translation>カード(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="57" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="123" />
        <source>Not allowed: {reason}</source>
        <translation>できません：{reason}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="161" />
        <source>&amp;Undo {action}</source>
        <translation>元に戻す：{action}(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="161" />
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="164" />
        <source>&amp;Redo {action}</source>
        <translation>やり直す：{action}(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/menus.py" line="164" />
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
</context>
<context>
    <name>ZoneViewer</name>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="71" />
        <source>{player}'s library</source>
        <translation>{player}のライブラリー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="72" />
        <source>{player}'s graveyard</source>
        <translation>{player}の墓地</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="73" />
        <source>{player}'s exile</source>
        <translation>{player}の追放領域</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="74" />
        <source>{player}'s hand</source>
        <translation>{player}の手札</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="88" />
        <source>Search by name or text</source>
        <translation>名前か文章で探す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="89" />
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="93" />
        <source>Number of cards</source>
        <translation>カードの枚数</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="98" />
        <source>Top </source>
        <translation>上から</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="99" />
        <source> card(s)</source>
        <translation>枚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="100" />
        <source>How many cards from the top to look at</source>
        <translation>上から何枚見るか</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="102" />
        <source>Search the whole library</source>
        <translation>ライブラリー全体を探す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="108" />
        <source>Onto the battlefield</source>
        <translation>戦場に出す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="109" />
        <source>To hand</source>
        <translation>手札へ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="110" />
        <source>To graveyard</source>
        <translation>墓地へ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="111" />
        <source>Exile</source>
        <translation>追放する</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="112" />
        <source>On top of library</source>
        <translation>ライブラリーの一番上へ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="113" />
        <source>On the bottom</source>
        <translation>一番下へ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="116" />
        <source>Draw</source>
        <translation>1枚引く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="116" />
        <source>Shuffle</source>
        <translation>切り直す</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/dialogs/zone_viewer.py" line="161" />
        <source>{count} card(s) in this zone</source>
        <translation>この領域に{count}枚</translation>
    </message>
</context>
<context>
    <name>Zones</name>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="165" />
        <source>library</source>
        <translation>ライブラリー</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="166" />
        <source>hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="167" />
        <source>battlefield</source>
        <translation>戦場</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="168" />
        <source>graveyard</source>
        <translation>墓地</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="169" />
        <source>stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="170" />
        <source>exile</source>
        <translation>追放領域</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/i18n.py" line="171" />
        <source>command zone</source>
        <translation>統率領域</translation>
    </message>
</context>
<context>
    <name>_Tile</name>
    <message>
        <location filename="../../saga_table/qt/table.py" line="207" />
        <source>{count} of them</source>
        <extracomment>Height / width of a card as the table draws it (a real card is 88 x 63 mm). The largest and the smallest card height the table uses.</extracomment>
        <translation>{count}個</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>The legend rule</source>
        <translation>レジェンド・ルール</translation>
    </message>
    <message>
        <source>{player} controls more than one legendary permanent named {card}: choose the one that stays. The others are put into their owners' graveyards (704.5j).</source>
        <translation>{player}は「{card}」という名前の伝説のパーマネントを2つ以上コントロールしています。残す1つを選んでください。残りはオーナーの墓地に置かれます（704.5j）。</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <source>{n} lore</source>
        <translation>伝承カウンター{n}個</translation>
    </message>
    <message>
        <source>entered turn {turn}</source>
        <translation>ターン{turn}に戦場に出た</translation>
    </message>
</context>
<context>
    <name>DungeonDialog</name>
    <message>
        <source>Venture into the dungeon</source>
        <translation>ダンジョンに進む</translation>
    </message>
    <message>
        <source>{player} ventures into the dungeon: choose the dungeon to enter.</source>
        <translation>{player}はダンジョンに進みます。入るダンジョンを選んでください。</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>{player}'s venture marker moves on: choose the next room.</source>
        <translation>{player}の探索マーカーが進みます。次の部屋を選んでください。</translation>
    </message>
</context>
<context>
    <name>TableZoom</name>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>標準のサイズ</translation>
    </message>
    <message>
        <source>Larger cards and chapter text (Ctrl+plus, Ctrl+wheel up)</source>
        <translation>カードと章の文字を大きく（Ctrl+プラス、Ctrl+ホイール上）</translation>
    </message>
    <message>
        <source>Smaller cards, more on the table (Ctrl+minus)</source>
        <translation>カードを小さく、戦場を広く（Ctrl+マイナス）</translation>
    </message>
    <message>
        <source>The cards' default size (Ctrl+0)</source>
        <translation>カードを標準のサイズに（Ctrl+0）</translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation>ズーム {percent}%</translation>
    </message>
    <message>
        <source>Show the card large</source>
        <translation>カードを大きく表示</translation>
    </message>
    <message>
        <source>The card under the pointer (or the focused card) large, with all its text (Z; Z again or Escape closes it)</source>
        <translation>ポインターの下のカード（またはフォーカスのあるカード）を全文つきで大きく表示（Z。もう一度 Z かエスケープキーで閉じる）</translation>
    </message>
    <message>
        <source>Point at a card (or focus one), then press Z to see it large.</source>
        <translation>カードにポインターを合わせて（またはフォーカスして）Z を押すと大きく表示されます。</translation>
    </message>
</context>
<context>
    <name>Decklist</name>
    <message>
        <source> (did you mean: {names}?)</source>
        <translation>（もしかして：{names}）</translation>
    </message>
    <message>
        <source>a count of {digits} digits ({start}…) is too large (at most {most})</source>
        <translation>{digits} 桁の枚数（{start}…）は大きすぎます（最大 {most}）</translation>
    </message>
    <message>
        <source>a count of 0 adds no cards</source>
        <translation>枚数が0なので、カードは1枚も加わりません</translation>
    </message>
    <message>
        <source>a count with no card name after it</source>
        <translation>枚数の後にカード名がありません</translation>
    </message>
    <message>
        <source>no card lines found</source>
        <translation>カードの行が1つもありません</translation>
    </message>
    <message>
        <source>no card name</source>
        <translation>カード名がありません</translation>
    </message>
    <message>
        <source>no card name (the {attribute} attribute is missing or empty)</source>
        <translation>カード名がありません（{attribute} 属性がないか空です）</translation>
    </message>
    <message>
        <source>no count (Forge lines read 'COUNT NAME|SET', as in '4 Opt|XLN')</source>
        <translation>枚数がありません（Forge の行は「枚数 カード名|セット」の形です。例：「4 Opt|XLN」）</translation>
    </message>
    <message>
        <source>no count (write the number of copies first, as in '1 {name}')</source>
        <translation>枚数がありません（「1 {name}」のように、先頭に枚数を書いてください）</translation>
    </message>
    <message>
        <source>no {attribute} attribute</source>
        <translation>{attribute} 属性がありません</translation>
    </message>
    <message>
        <source>not a 'key=value' line, as [metadata] needs</source>
        <translation>[metadata] の行は「キー=値」の形で書いてください</translation>
    </message>
    <message>
        <source>not a decklist this app knows: the root element is &lt;{root}&gt;, not an MTGO &lt;Deck&gt; or a Cockatrice &lt;cockatrice_deck&gt;</source>
        <translation>対応していないデッキリストです：ルート要素が &lt;{root}&gt; で、MTGO の &lt;Deck&gt; でも Cockatrice の &lt;cockatrice_deck&gt; でもありません</translation>
    </message>
    <message>
        <source>not well-formed XML at line {line}, column {column}</source>
        <translation>XML の形が正しくありません（{line}行目、{column}文字目）</translation>
    </message>
    <message>
        <source>only 'Name &lt;deck name&gt;' is understood in the About section</source>
        <translation>About の欄に書けるのは「Name デッキ名」だけです</translation>
    </message>
    <message>
        <source>refused: the file declares a DTD or entities (&lt;!DOCTYPE or &lt;!ENTITY); decklists never need them, and they can make a reader expand text without end</source>
        <translation>読み込みを中止しました：このファイルは DTD かエンティティ（&lt;!DOCTYPE や &lt;!ENTITY）を宣言しています。デッキリストには不要なうえ、際限なく展開される恐れがあります</translation>
    </message>
    <message>
        <source>the count '{count}' is not a whole number</source>
        <translation>枚数「{count}」が整数ではありません</translation>
    </message>
    <message>
        <source>the count {count} is negative</source>
        <translation>枚数 {count} が負の数です</translation>
    </message>
    <message>
        <source>the count {count} is too large (at most {most})</source>
        <translation>枚数 {count} が大きすぎます（最大 {most}）</translation>
    </message>
    <message>
        <source>the line is {length} characters long (a card line is at most {most})</source>
        <translation>この行は {length} 文字あります（カードの行は最大 {most} 文字です）</translation>
    </message>
    <message>
        <source>the deck already has a name ('{name}')</source>
        <translation>デッキ名はもう決まっています（「{name}」）</translation>
    </message>
    <message>
        <source>the file is not UTF-8; it was read as {encoding}</source>
        <translation>ファイルが UTF-8 ではないので、{encoding} として読みました</translation>
    </message>
    <message>
        <source>this file is not UTF-8 text (it looks like UTF-16 without a byte-order mark, but is not valid UTF-16 either)</source>
        <translation>このファイルは UTF-8 のテキストではありません（バイト順マークのない UTF-16 のようですが、UTF-16 としても正しくありません）</translation>
    </message>
    <message>
        <source>this is a binary file, not a decklist</source>
        <translation>バイナリ・ファイルです。デッキリストではありません</translation>
    </message>
    <message>
        <source>unknown Forge section {section} (its cards are kept under 'other')</source>
        <translation>Forge の知らない区分 {section} です（そのカードは「その他」に入れました）</translation>
    </message>
    <message>
        <source>unknown card '{name}'</source>
        <translation>知らないカード「{name}」</translation>
    </message>
    <message>
        <source>unknown heading '{heading}' (known headings: {known})</source>
        <translation>知らない見出し「{heading}」です（使える見出し：{known}）</translation>
    </message>
    <message>
        <source>{file}:{line}: {reason}</source>
        <translation>{file}の{line}行目：{reason}</translation>
    </message>
    <message>
        <source>{file}: cannot be read: {reason}</source>
        <translation>{file}を読み込めません：{reason}</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count}枚</translation>
    </message>
    <message>
        <source>{count} problem(s)</source>
        <translation>問題{count}件</translation>
    </message>
    <message>
        <source>more than {limit} cards: the rest is left out</source>
        <translation>{limit}枚を超えています。超えた分は入れません</translation>
    </message>
    <message>
        <source>No cards: this does not read as a decklist.</source>
        <translation>カードがありません。デッキリストとして読めませんでした。</translation>
    </message>
    <message>
        <source>Cannot read the file: {reason}</source>
        <translation>ファイルを読めません：{reason}</translation>
    </message>
    <message>
        <source>The file is too large to be a decklist.</source>
        <translation>デッキリストにしては大きすぎるファイルです。</translation>
    </message>
    <message>
        <source>The file is not text: it is not a decklist.</source>
        <translation>テキストファイルではないので、デッキリストではありません。</translation>
    </message>
    <message>
        <source>Line {line}: {reason}</source>
        <translation>{line}行目：{reason}</translation>
    </message>
    <message>
        <source>Line {line}: no card is called “{name}”. Did you mean {names}?</source>
        <translation>{line}行目：「{name}」という名前のカードはありません。{names}のことですか？</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Line {line}: no card is called “{name}”.</source>
        <translation>{line}行目：「{name}」という名前のカードはありません。</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Paste a decklist from the clipboard for player {number}</source>
        <translation>プレイヤー{number}のデッキリストをクリップボードから貼り付ける</translation>
    </message>
    <message>
        <source>Use the decklist on the clipboard (MTG Arena: Export)</source>
        <translation>クリップボードのデッキリストを使います（『マジック：ザ・ギャザリング アリーナ』の「エクスポート」）</translation>
    </message>
    <message>
        <source>Deck of player {number}: count</source>
        <translation>プレイヤー{number}のデッキの枚数</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <source>Pasted decklist</source>
        <translation>貼り付けたデッキリスト</translation>
    </message>
    <message>
        <source>this is a device or a pipe, not a decklist file</source>
        <translation>これはデバイスかパイプで、デッキリストのファイルではありません</translation>
    </message>
    <message>
        <source>the file is larger than {size} MB: not a decklist</source>
        <translation>ファイルが{size} MBを超えています。デッキリストではありません</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the path is a loop of symbolic links</source>
        <translation>パスがシンボリックリンクの輪になっています</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>フォルダーです</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe)</source>
        <translation>通常のファイルではありません（デバイスかパイプ）</translation>
    </message>
    <message>
        <source> (1 later action left out)</source>
        <translation>（その後の操作1つは読み込みませんでした）</translation>
    </message>
    <message>
        <source> ({count} later actions left out)</source>
        <translation>（その後の操作{count}個は読み込みませんでした）</translation>
    </message>
    <message>
        <source>; the redo history was left out</source>
        <translation>。やり直しの履歴も読み込みませんでした</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>GIF 画像</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>JPEG 画像</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>a Windows program</source>
        <translation>Windows のプログラム</translation>
    </message>
    <message>
        <source>a ZIP archive (or an office document)</source>
        <translation>ZIP アーカイブ（またはオフィス文書）</translation>
    </message>
    <message>
        <source>a gzip-compressed file</source>
        <translation>gzip 圧縮ファイル</translation>
    </message>
    <message>
        <source>a program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <source>action {number} ({kind}) {problem}; the game was loaded up to action {last}</source>
        <translation>操作{number}（{kind}）{problem}。ゲームは操作{last}まで読み込みました</translation>
    </message>
    <message>
        <source>action {number} ({kind}) {problem}; the game was resumed up to action {last}</source>
        <translation>操作{number}（{kind}）{problem}。ゲームは操作{last}まで再開しました</translation>
    </message>
    <message>
        <source>an SQLite database</source>
        <translation>SQLite データベース</translation>
    </message>
    <message>
        <source>another Saga Table is autosaving in {folder}; this game is not autosaved</source>
        <translation>別の Saga Table が {folder} に自動保存しています。このゲームは自動保存されません</translation>
    </message>
    <message>
        <source>another Saga Table is using the autosave in {folder}; close it first</source>
        <translation>別の Saga Table が {folder} の自動保存を使っています。先にそちらを閉じてください</translation>
    </message>
    <message>
        <source>cannot autosave in {folder}: {reason}</source>
        <translation>{folder} に自動保存できません：{reason}</translation>
    </message>
    <message>
        <source>could not be read: {detail}</source>
        <translation>を読み取れません：{detail}</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>読み込めません：{reason}</translation>
    </message>
    <message>
        <source>could not be written: {reason}</source>
        <translation>書き込めません：{reason}</translation>
    </message>
    <message>
        <source>is not a saved game: {reason}</source>
        <translation>保存したゲームではありません：{reason}</translation>
    </message>
    <message>
        <source>is not legal: {detail}</source>
        <translation>は正しい操作ではありません：{detail}</translation>
    </message>
    <message>
        <source>not a Saga Table game record: expected a JSON object</source>
        <translation>Saga Table のゲーム記録ではありません（JSON オブジェクトではありません）</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>このファイル</translation>
    </message>
    <message>
        <source>the file is larger than {size} MB</source>
        <translation>ファイルが大きすぎます（{size} MB を超えています）</translation>
    </message>
    <message>
        <source>the redo history was cut: undone action {number} ({kind}) {problem}</source>
        <translation>やり直しの履歴を途中までにしました：取り消した操作{number}（{kind}）{problem}</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}：{problem}</translation>
    </message>
    <message>
        <source>{what} ends in the middle of a character, at byte {at}: it was cut short</source>
        <translation>{what}は {at} バイト目の文字の途中で終わっています。途中で切れています</translation>
    </message>
    <message>
        <source>{what} ends too early, at line {line}, column {column}: it was cut short ({detail})</source>
        <translation>{what}は {line}行目、{column}文字目で終わっています。途中で切れています（{detail}）</translation>
    </message>
    <message>
        <source>{what} holds a number with {count} digits; no Saga Table file has one</source>
        <translation>{what}には {count} 桁の数があります。Saga Table のファイルにそんな数はありません</translation>
    </message>
    <message>
        <source>{what} holds {value}, which is not a number a Saga Table file uses</source>
        <translation>{what}には {value} がありますが、Saga Table のファイルが使う数ではありません</translation>
    </message>
    <message>
        <source>{what} is empty</source>
        <translation>{what}は空です</translation>
    </message>
    <message>
        <source>{what}: duplicate key '{key}' (a key may be given once in an object)</source>
        <translation>{what}：キー「{key}」が2回書かれています（1つのオブジェクトに同じキーは1回だけです）</translation>
    </message>
    <message>
        <source>{what}: duplicate key '{key}' at line {line}, column {column} (a key may be given once in an object)</source>
        <translation>{what}：キー「{key}」が2回書かれています（{line}行目、{column}文字目。1つのオブジェクトに同じキーは1回だけです）</translation>
    </message>
    <message>
        <source>{what} is nested too deeply to be a Saga Table file</source>
        <translation>{what}は入れ子が深すぎて、Saga Table のファイルではありません</translation>
    </message>
    <message>
        <source>{what} is not JSON: it should begin with {{ but begins with {first}</source>
        <translation>{what}は JSON ではありません：{{ で始まるはずが、{first} で始まっています</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text: an invalid byte at offset {at} ({byte})</source>
        <translation>{what}は UTF-8 のテキストではありません：{at} バイト目に不正なバイト（{byte}）があります</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail} at line {line}, column {column}</source>
        <translation>{what}は正しい JSON ではありません：{line}行目、{column}文字目（{detail}）</translation>
    </message>
    <message>
        <source>{what} is {kind}, not a Saga Table file</source>
        <translation>{what}は{kind}で、Saga Table のファイルではありません</translation>
    </message>
    <message>
        <source>{what} looks like a decklist, not a Saga Table file</source>
        <translation>{what}はデッキリストのようです。Saga Table のファイルではありません</translation>
    </message>
    <message>
        <source>this is a device or a pipe, not a file</source>
        <translation>これはデバイスかパイプで、ファイルではありません</translation>
    </message>
</context>
<context>
    <name>DeckGames</name>
    <message>
        <source>Restart</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Start this game again with the same players and decks, shuffled anew?</source>
        <translation>同じプレイヤーと同じデッキで、切り直してゲームを最初からやり直しますか？</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>“{file}” is neither a game record nor a decklist with cards.</source>
        <translation>「{file}」はゲーム記録でも、カードの入ったデッキリストでもありません。</translation>
    </message>
    <message>
        <source>“{file}” is a decklist of {count} cards. Goldfish with it?</source>
        <translation>「{file}」は{count}枚のデッキリストです。このデッキで一人回しをしますか？</translation>
    </message>
    <message>
        <source>Some lines could not be used:</source>
        <translation>読み込めなかった行があります：</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Open a decklist</source>
        <translation>デッキリストを開く</translation>
    </message>
    <message>
        <source>Goldfish</source>
        <translation>一人回しする</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Next, wherever the focus is (not in a text field)</source>
        <translation>次へ（文字の入力欄以外なら、どこにフォーカスがあっても）</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>スペース</translation>
    </message>
    <message>
        <source>Play the focused hand card</source>
        <translation>フォーカスのある手札のカードをプレイする</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Put the focused hand card onto the battlefield</source>
        <translation>フォーカスのある手札のカードを戦場に出す</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Shift+Enter</translation>
    </message>
    <message>
        <source>Discard the focused hand card</source>
        <translation>フォーカスのある手札のカードを捨てる</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Move between cards</source>
        <translation>カードからカードへ移る</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Move to the battlefield above or below</source>
        <translation>上下の戦場へ移る</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>↑ / ↓</translation>
    </message>
    <message>
        <source>Add or remove a lore counter on the focused Saga</source>
        <translation>フォーカスのある英雄譚に伝承カウンターを置く／取り除く</translation>
    </message>
    <message>
        <source>Up / Down, + / −</source>
        <translation>↑ / ↓、+ / −</translation>
    </message>
    <message>
        <source>Tap or untap the focused card</source>
        <translation>フォーカスのあるカードをタップ／アンタップする</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Transform the focused card (Shift: only read its other face)</source>
        <translation>フォーカスのあるカードを変身させる（Shift：裏面を読むだけ）</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>The focused card's menu (first item selected)</source>
        <translation>フォーカスのあるカードのメニュー（最初の項目を選んだ状態で開く）</translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation>メニューキー、Shift+F10</translation>
    </message>
    <message>
        <source>Change the focused seat's life</source>
        <translation>フォーカスのある席のライフを変える</translation>
    </message>
    <message>
        <source>Up / Down (Page Up / Page Down: 5)</source>
        <translation>↑ / ↓（Page Up / Page Down：5点ずつ）</translation>
    </message>
    <message>
        <source>Choose a player: click their seat</source>
        <translation>プレイヤーを選ぶ：その席をクリック</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>クリック</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>テーブルの上で</translation>
    </message>
    <message>
        <source>Go to a step ahead: click it on the phase bar</source>
        <translation>この先のステップへ進む：フェイズ・バーでクリック</translation>
    </message>
    <message>
        <source>Click, or Left / Right and Enter</source>
        <translation>クリック、または左右キーとEnter</translation>
    </message>
</context>
<context>
    <name>TurnCommands</name>
    <message>
        <source>Deal the combat damage</source>
        <translation>戦闘ダメージを与える</translation>
    </message>
    <message>
        <source>the opponent (goldfish)</source>
        <translation>対戦相手（一人回し）</translation>
    </message>
    <message>
        <source>Opponent: {life} life · killed on turn {turn}</source>
        <translation>対戦相手：ライフ{life}・{turn}ターン目にキル</translation>
    </message>
    <message>
        <source>Opponent: {life} life</source>
        <translation>対戦相手：ライフ{life}</translation>
    </message>
    <message>
        <source>Declare attackers…</source>
        <translation>攻撃クリーチャーを指定…</translation>
    </message>
    <message>
        <source>Declare blockers…</source>
        <translation>ブロック・クリーチャーを指定…</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <source>{what} ({keys})</source>
        <translation>{what}（{keys}）</translation>
    </message>
    <message>
        <source>Play the selected card</source>
        <translation>選んだカードをプレイする</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Put the selected card onto the battlefield</source>
        <translation>選んだカードを戦場に出す</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Shift+Enter</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>選んだカードを捨てる</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <source>{dungeon}: {room}</source>
        <translation>{dungeon}：{room}</translation>
    </message>
    <message>
        <source>Dungeons {n}</source>
        <translation>完了したダンジョン{n}</translation>
    </message>
    <message>
        <source>City's blessing</source>
        <translation>都市の承認</translation>
    </message>
    <message>
        <source>Ring {n}</source>
        <translation>指輪{n}</translation>
    </message>
    <message>
        <source>Speed {n}</source>
        <translation>スピード{n}</translation>
    </message>
    <message>
        <source>The Ring, {n} of 4 abilities; Ring-bearer: {card}</source>
        <translation>指輪：能力{n}/4、指輪所持者：{card}</translation>
    </message>
    <message>
        <source>The Ring, {n} of 4 abilities; no Ring-bearer</source>
        <translation>指輪：能力{n}/4、指輪所持者なし</translation>
    </message>
    <message>
        <source>Max speed</source>
        <translation>最高速度</translation>
    </message>
    <message>
        <source>Speed 4: max speed</source>
        <translation>スピード4：最高速度</translation>
    </message>
</context>
<context>
    <name>DesignationsMenu</name>
    <message>
        <source>&amp;Designations</source>
        <translation>指定(&amp;D)</translation>
    </message>
    <message>
        <source>Take the &amp;initiative</source>
        <translation>イニシアチブを得る(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Venture into the dungeon</source>
        <translation>ダンジョンに進む(&amp;V)</translation>
    </message>
    <message>
        <source>Venture into &amp;Undercity</source>
        <translation>地下街に進む(&amp;U)</translation>
    </message>
    <message>
        <source>It becomes &amp;day</source>
        <translation>昼にする(&amp;D)</translation>
    </message>
    <message>
        <source>It becomes &amp;night</source>
        <translation>夜にする(&amp;N)</translation>
    </message>
    <message>
        <source>Count a &amp;spell cast</source>
        <translation>唱えた呪文を数える(&amp;S)</translation>
    </message>
    <message>
        <source>The &amp;Ring tempts you…</source>
        <translation>指輪があなたを誘惑する…(&amp;R)</translation>
    </message>
    <message>
        <source>Start your &amp;engines!</source>
        <translation>エンジン始動！(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Ascend (the city's blessing)</source>
        <translation>昇殿（都市の承認）(&amp;A)</translation>
    </message>
    <message>
        <source>+1 {kind} counter</source>
        <translation>{kind}カウンターを1個得る</translation>
    </message>
    <message>
        <source>−1 {kind} counter</source>
        <translation>{kind}カウンターを1個失う</translation>
    </message>
    <message>
        <source>For {player}</source>
        <translation>{player}に</translation>
    </message>
</context>
<context>
    <name>RingBearerDialog</name>
    <message>
        <source>The Ring tempts you</source>
        <translation>指輪の誘惑</translation>
    </message>
    <message>
        <source>The Ring tempts {player}: choose a creature as the Ring-bearer.</source>
        <translation>指輪が{player}を誘惑します。指輪所持者にするクリーチャーを選んでください。</translation>
    </message>
</context>
<context>
    <name>ByHandDialog</name>
    <message>
        <source>Do this on the table: {text} Draw, discard, move cards, put counters, make tokens, change life or flip; then press Done. Until then nothing else happens (no state-based actions, no triggers), and Undo after Done takes it all back.</source>
        <translation>テーブルで行ってください：{text} カードを引く、捨てる、移動する、カウンターを置く、トークンを生成する、ライフを変える、変身させるなどを終えたら「完了」を押します。それまでは他に何も起こらず（状況起因処理も誘発もなし）、完了後の「元に戻す」ですべてを取り消せます。</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Done: the resolution is complete</source>
        <translation>完了：解決を終える</translation>
    </message>
    <message>
        <source>Resolving by hand</source>
        <translation>手動で解決中</translation>
    </message>
</context>
<context>
    <name>EffectChoices</name>
    <message>
        <source>Also looked at (not eligible):</source>
        <translation>見たカード（選べないもの）：</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Choose cards</source>
        <translation>カードを選ぶ</translation>
    </message>
    <message>
        <source>Choose targets</source>
        <translation>対象を選ぶ</translation>
    </message>
    <message>
        <source>Choose your Ring-bearer</source>
        <translation>指輪所持者を選ぶ</translation>
    </message>
    <message>
        <source>Chosen: {n} (from {min} to {max})</source>
        <translation>選択中：{n}（{min}～{max}）</translation>
    </message>
    <message>
        <source>Chosen: {n} of {max}</source>
        <translation>選択中：{n}／{max}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Look at the top of the library</source>
        <translation>ライブラリーの一番上を見る</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>生け贄に捧げる</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>ライブラリーを探す</translation>
    </message>
    <message>
        <source>The cards looked at</source>
        <translation>見たカード</translation>
    </message>
    <message>
        <source>{player}: choose the card(s) to discard.</source>
        <translation>{player}：捨てるカードを選んでください。</translation>
    </message>
    <message>
        <source>{player}: choose the card(s) to take; the rest go on.</source>
        <translation>{player}：取るカードを選んでください。残りは指定の場所へ置かれます。</translation>
    </message>
    <message>
        <source>{player}: choose the target(s) of {ability}. Click a card on the table, or check it here.</source>
        <translation>{player}：{ability}の対象を選んでください。テーブル上のカードをクリックするか、ここでチェックします。</translation>
    </message>
    <message>
        <source>{player}: choose what to sacrifice.</source>
        <translation>{player}：生け贄に捧げるものを選んでください。</translation>
    </message>
    <message>
        <source>{player}: choose.</source>
        <translation>{player}：選んでください。</translation>
    </message>
    <message>
        <source>{player}: search your library. Check the card(s) to find (or none); the library is shuffled after.</source>
        <translation>{player}：ライブラリーを探してください。見つけるカードをチェックします（なしでも可）。その後ライブラリーを切り直します。</translation>
    </message>
    <message>
        <source>{player}: the top card(s), for you to see.</source>
        <translation>{player}：一番上のカードを確認してください。</translation>
    </message>
</context>
<context>
    <name>EffectDecisions</name>
    <message>
        <source>Choose X</source>
        <translation>Xを選ぶ</translation>
    </message>
    <message>
        <source>{player}: how many cards discarded?…</source>
        <translation>{player}：捨てた枚数は？…</translation>
    </message>
    <message>
        <source>Cards discarded</source>
        <translation>捨てたカード</translation>
    </message>
    <message>
        <source>{ability}: how many cards did {player} discard at the table? (from {min} to {max})</source>
        <translation>{ability}：{player}は卓上で何枚捨てましたか？（{min}～{max}枚）</translation>
    </message>
    <message>
        <source>{player}'s</source>
        <translation>{player}の</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <source>{player}, {ability}: choose X (from {min} to {max}).</source>
        <translation>{player}、{ability}：Xを選んでください（{min}～{max}）。</translation>
    </message>
    <message>
        <source>{player}, {ability}: choose {count}.</source>
        <translation>{player}、{ability}：{count}つ選んでください。</translation>
    </message>
    <message>
        <source>{player}, {ability}: do you want to do it? ({what})</source>
        <translation>{player}、{ability}：行いますか？（{what}）</translation>
    </message>
    <message>
        <source>{player}: carry it out by hand, then press Done…</source>
        <translation>{player}：手動で行い、「完了」を押してください…</translation>
    </message>
    <message>
        <source>{player}: choose X…</source>
        <translation>{player}：Xを選ぶ…</translation>
    </message>
    <message>
        <source>{player}: choose the card(s) to discard…</source>
        <translation>{player}：捨てるカードを選ぶ…</translation>
    </message>
    <message>
        <source>{player}: choose the target(s)… (or click a card)</source>
        <translation>{player}：対象を選ぶ…（カードをクリックでも可）</translation>
    </message>
    <message>
        <source>{player}: choose what to sacrifice…</source>
        <translation>{player}：生け贄に捧げるものを選ぶ…</translation>
    </message>
    <message>
        <source>{player}: choose…</source>
        <translation>{player}：選ぶ…</translation>
    </message>
    <message>
        <source>{player}: scry {n}…</source>
        <translation>{player}：占術{n}…</translation>
    </message>
    <message>
        <source>{player}: search the library…</source>
        <translation>{player}：ライブラリーを探す…</translation>
    </message>
    <message>
        <source>{player}: surveil {n}…</source>
        <translation>{player}：諜報{n}…</translation>
    </message>
    <message>
        <source>{player}: yes or no?…</source>
        <translation>{player}：行うかどうか…</translation>
    </message>
</context>
<context>
    <name>ModesDialog</name>
    <message>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
</context>
<context>
    <name>NumberDialog</name>
    <message>
        <source>Choose X</source>
        <translation>Xを選ぶ</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
</context>
<context>
    <name>ScryDialog</name>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Scry {n}</source>
        <translation>占術{n}</translation>
    </message>
    <message>
        <source>Surveil {n}</source>
        <translation>諜報{n}</translation>
    </message>
    <message>
        <source>The top cards, top first</source>
        <translation>ライブラリーの上のカード（一番上が先頭）</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>into the graveyard</source>
        <translation>墓地に</translation>
    </message>
    <message>
        <source>on the bottom</source>
        <translation>ライブラリーの一番下に</translation>
    </message>
    <message>
        <source>{player}: the top of your library, top first. Put them in order (Up, Down or Alt+Up, Alt+Down); check a card to put it {where}.</source>
        <translation>{player}：ライブラリーの上のカードです（一番上が先頭）。「上へ」「下へ」（Alt+↑、Alt+↓）で並べ替え、チェックしたカードは{where}置きます。</translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message>
        <source>That is not a legal target for this ability.</source>
        <translation>それはこの能力の適正な対象ではありません。</translation>
    </message>
</context>
<context>
    <name>YesNoDialog</name>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>You may</source>
        <translation>任意の選択</translation>
    </message>
</context>
<context>
    <name>StackModel</name>
    <message>
        <source>Targets: {targets}</source>
        <translation>対象：{targets}</translation>
    </message>
</context>
<context>
    <name>AmountDialog</name>
    <message>
        <source>17, -3 or +5</source>
        <translation>17、-3、+5 など</translation>
    </message>
    <message>
        <source>Now {current}. Type the new number, or a change such as -3 or +5.</source>
        <translation>現在 {current}。新しい値か、-3や+5のような増減を入力してください。</translation>
    </message>
    <message>
        <source>Type a number such as 17, -3 or +5.</source>
        <translation>17、-3、+5 のように数で入力してください。</translation>
    </message>
    <message>
        <source>{typed} is too big: at most {most}.</source>
        <translation>{typed} は大きすぎます（最大 {most}）。</translation>
    </message>
</context>
<context>
    <name>ControlDialog</name>
    <message>
        <source>For as long as the game lasts</source>
        <translation>ゲームの終わりまで</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>コントロールを得る</translation>
    </message>
    <message>
        <source>Gains control</source>
        <translation>コントロールを得るプレイヤー</translation>
    </message>
    <message>
        <source>New controller</source>
        <translation>新しいコントローラー</translation>
    </message>
    <message>
        <source>Until end of turn</source>
        <translation>ターン終了時まで</translation>
    </message>
</context>
<context>
    <name>CountersDialog</name>
    <message>
        <source>Below zero takes counters off.</source>
        <translation>0未満ならカウンターを取り除きます。</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>個数</translation>
    </message>
    <message>
        <source>How many (below zero takes them off)</source>
        <translation>個数（0未満で取り除く）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Kind of counter</source>
        <translation>カウンターの種類</translation>
    </message>
</context>
<context>
    <name>PaperTable</name>
    <message>
        <source>Cards in graveyard</source>
        <translation>墓地のカード</translation>
    </message>
    <message>
        <source>{player}&apos;s graveyard</source>
        <translation>{player}の墓地</translation>
    </message>
    <message>
        <source>Cards in graveyard…</source>
        <translation>墓地の枚数…</translation>
    </message>
    <message>
        <source>The opponent&apos;s life</source>
        <translation>対戦相手のライフ</translation>
    </message>
    <message>
        <source>Becomes the monarch</source>
        <translation>統治者になる</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>手札の枚数</translation>
    </message>
    <message>
        <source>Cards in hand…</source>
        <translation>手札の枚数…</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>投了する</translation>
    </message>
    <message>
        <source>Counters…</source>
        <translation>カウンター…</translation>
    </message>
    <message>
        <source>Create tokens…</source>
        <translation>トークンを生成…</translation>
    </message>
    <message>
        <source>Gain control…</source>
        <translation>コントロールを得る…</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>Life total…</source>
        <translation>ライフ総量…</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>毒</translation>
    </message>
    <message>
        <source>Poison counters…</source>
        <translation>毒カウンター…</translation>
    </message>
    <message>
        <source>Put a -1/-1 counter</source>
        <translation>-1/-1カウンターを置く</translation>
    </message>
    <message>
        <source>Put a card onto the battlefield…</source>
        <translation>カードを戦場に出す…</translation>
    </message>
    <message>
        <source>Until end of turn: +X/+Y…</source>
        <translation>ターン終了時まで +X/+Y…</translation>
    </message>
    <message>
        <source>{player}'s battlefield</source>
        <translation>{player}の戦場</translation>
    </message>
    <message>
        <source>{player}'s hand</source>
        <translation>{player}の手札</translation>
    </message>
    <message>
        <source>{player}'s life</source>
        <translation>{player}のライフ</translation>
    </message>
    <message>
        <source>{player}'s poison counters</source>
        <translation>{player}の毒カウンター</translation>
    </message>
    <message>
        <source>The stack and any waiting choice are not part of a position: they are left out.</source>
        <translation>スタックと待っている選択は局面に含まれないため、取り除かれます。</translation>
    </message>
    <message>
        <source>Commander damage…</source>
        <translation>統率者ダメージ…</translation>
    </message>
    <message>
        <source>Proliferate…</source>
        <translation>増殖…</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Owner</source>
        <translation>オーナー</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>墓地</translation>
    </message>
    <message>
        <source>A deck seat's graveyard holds its real cards</source>
        <translation>デッキの席の墓地は実際のカードです</translation>
    </message>
    <message>
        <source>Cards in the graveyard: the ones listed below and unseen ones</source>
        <translation>墓地のカードの枚数：下の一覧のカードと、アプリが見ていないカード</translation>
    </message>
    <message>
        <source>+1/+1 counter</source>
        <translation>+1/+1カウンター</translation>
    </message>
    <message>
        <source>A deck seat's hand holds its real cards</source>
        <translation>デッキの席の手札は実際のカードです</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>アクティブ・プレイヤー</translation>
    </message>
    <message>
        <source>Add a card…</source>
        <translation>カードを追加…</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>戦場</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>戦闘開始ステップ</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>クリンナップ・ステップ</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>戦闘ダメージ・ステップ</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>攻撃クリーチャー指定ステップ</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>ブロック・クリーチャー指定ステップ</translation>
    </message>
    <message>
        <source>Draw step</source>
        <translation>ドロー・ステップ</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>戦闘終了ステップ</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>終了ステップ</translation>
    </message>
    <message>
        <source>Find a card by name and place it (nothing triggers)</source>
        <translation>カードを名前で探して置く（何も誘発しない）</translation>
    </message>
    <message>
        <source>First-strike damage</source>
        <translation>先制攻撃ダメージ・ステップ</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>Lore +1</source>
        <translation>伝承 +1</translation>
    </message>
    <message>
        <source>Lore −1</source>
        <translation>伝承 −1</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Permanents on the battlefield</source>
        <translation>戦場のパーマネント</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>毒</translation>
    </message>
    <message>
        <source>Postcombat main phase</source>
        <translation>戦闘後メイン・フェイズ</translation>
    </message>
    <message>
        <source>Precombat main phase</source>
        <translation>戦闘前メイン・フェイズ</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>局面を設定</translation>
    </message>
    <message>
        <source>Start from here</source>
        <translation>ここから始める</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>タップ／アンタップ</translation>
    </message>
    <message>
        <source>The monarch</source>
        <translation>統治者</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Turn number</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <source>Untap step</source>
        <translation>アンタップ・ステップ</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>アップキープ・ステップ</translation>
    </message>
    <message>
        <source>Whose card to add</source>
        <translation>誰のカードを追加するか</translation>
    </message>
    <message>
        <source>lore {n}</source>
        <translation>伝承{n}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <source>token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <source>leaves at once by the rules (704)</source>
        <translation>ルールによりすぐ離れる（704）</translation>
    </message>
    <message>
        <source>Counters…</source>
        <translation>カウンター…</translation>
    </message>
    <message>
        <source>Any kind of counter, any number</source>
        <translation>どの種類のカウンターでも、何個でも</translation>
    </message>
    <message>
        <source>The initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <source>Day or night</source>
        <translation>昼/夜</translation>
    </message>
    <message>
        <source>Neither yet</source>
        <translation>まだどちらでもない</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>昼</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>夜</translation>
    </message>
    <message>
        <source>Designations</source>
        <translation>指定</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <translation>指輪所持者</translation>
    </message>
    <message>
        <source>blessing</source>
        <translation>都市の承認</translation>
    </message>
    <message>
        <source>Ring {n}</source>
        <translation>指輪{n}</translation>
    </message>
    <message>
        <source>speed {n}</source>
        <translation>スピード{n}</translation>
    </message>
    <message>
        <source>{n} set…</source>
        <translation>{n}件…</translation>
    </message>
    <message>
        <source>None…</source>
        <translation>なし…</translation>
    </message>
    <message>
        <source>Dungeon, the city's blessing, the Ring, speed, energy and others</source>
        <translation>ダンジョン、都市の承認、指輪、スピード、エネルギーなど</translation>
    </message>
    <message>
        <source>Where the card goes</source>
        <translation>カードを置く場所</translation>
    </message>
    <message>
        <source>onto the battlefield</source>
        <translation>戦場に出す</translation>
    </message>
    <message>
        <source>into the graveyard</source>
        <translation>墓地に置く</translation>
    </message>
    <message>
        <source>into exile</source>
        <translation>追放する</translation>
    </message>
    <message>
        <source>Damage marked on the creature this turn</source>
        <translation>このターン、クリーチャーに負っているダメージ</translation>
    </message>
    <message>
        <source>Damage…</source>
        <translation>ダメージ…</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>ダメージ{n}</translation>
    </message>
    <message>
        <source>in the graveyard</source>
        <translation>墓地</translation>
    </message>
    <message>
        <source>in exile</source>
        <translation>追放</translation>
    </message>
    <message>
        <source>Battlefield, graveyards and exile</source>
        <translation>戦場・墓地・追放</translation>
    </message>
    <message>
        <source>Cards on the battlefield, in graveyards and in exile</source>
        <translation>戦場・墓地・追放のカード</translation>
    </message>
    <message>
        <source>Add a token…</source>
        <translation>トークンを追加…</translation>
    </message>
    <message>
        <source>A token with its own name, types and power</source>
        <translation>名前・タイプ・パワーを決めたトークン</translation>
    </message>
</context>
<context>
    <name>PumpDialog</name>
    <message>
        <source>Power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <source>Power change</source>
        <translation>パワーの修整</translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation>タフネス</translation>
    </message>
    <message>
        <source>Toughness change</source>
        <translation>タフネスの修整</translation>
    </message>
    <message>
        <source>Until end of turn</source>
        <translation>ターン終了時まで</translation>
    </message>
</context>
<context>
    <name>PutCardDialog</name>
    <message>
        <source>Put the chosen card into exile (Enter)</source>
        <translation>選んだカードを追放する（Enter）</translation>
    </message>
    <message>
        <source>Put into exile</source>
        <translation>追放する</translation>
    </message>
    <message>
        <source>Put the chosen card into the graveyard (Enter)</source>
        <translation>選んだカードを墓地に置く（Enter）</translation>
    </message>
    <message>
        <source>Put into the graveyard</source>
        <translation>墓地に置く</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>オーナー</translation>
    </message>
    <message>
        <source>Put a card into exile</source>
        <translation>カードを追放する</translation>
    </message>
    <message>
        <source>Put a card into a graveyard</source>
        <translation>カードを墓地に置く</translation>
    </message>
    <message>
        <source>A token copy</source>
        <translation>トークン・コピー</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>カード名</translation>
    </message>
    <message>
        <source>Card name, English or Japanese (かな works)</source>
        <translation>カード名（英語・日本語、かなでも可）</translation>
    </message>
    <message>
        <source>Cards found</source>
        <translation>見つかったカード</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>唱える</translation>
    </message>
    <message>
        <source>Cast it: the spell goes on the stack (cast triggers see it)</source>
        <translation>唱える：呪文としてスタックに置く（唱えたときの誘発が起こる）</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>表になっている面</translation>
    </message>
    <message>
        <source>Make a custom card named “{name}”…</source>
        <translation>「{name}」という名前のカスタム・カードを作る…</translation>
    </message>
    <message>
        <source>No card is called that.</source>
        <translation>その名前のカードはありません。</translation>
    </message>
    <message>
        <source>No card is called that. The built-in cards are Sagas and a few more: Cards → Import card data… brings every card (a Scryfall or MTGJSON download), or make it a custom card.</source>
        <translation>その名前のカードはありません。内蔵のカードは英雄譚といくつかのカードだけです。「カード → カードデータを取り込む…」ですべてのカードが使えます（ScryfallかMTGJSONのダウンロード）。カスタムカードを作ることもできます。</translation>
    </message>
    <message>
        <source>Put a card onto the battlefield</source>
        <translation>カードを戦場に出す</translation>
    </message>
    <message>
        <source>Put onto the battlefield</source>
        <translation>戦場に出す</translation>
    </message>
    <message>
        <source>Put the chosen card onto the battlefield (Enter)</source>
        <translation>選んだカードを戦場に出す（Enter）</translation>
    </message>
    <message>
        <source>Read ahead chapter</source>
        <translation>先読みの章</translation>
    </message>
    <message>
        <source>Read ahead: the chapter to start at</source>
        <translation>先読み：始める章</translation>
    </message>
    <message>
        <source>Recently used cards</source>
        <translation>最近使ったカード</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <source>Type a card's name.</source>
        <translation>カード名を入力してください。</translation>
    </message>
    <message>
        <source>From {player}'s hand</source>
        <translation>{player}の手札から</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>It came from the hand at the table: the seat's hand count goes down by one</source>
        <translation>卓で手札から出したカード：その席の手札の枚数が1枚減ります</translation>
    </message>
    <message>
        <source>Play it: the turn's land (a land played counts for one land a turn)</source>
        <translation>プレイする：このターンの土地として（1ターンに1枚の土地に数えます）</translation>
    </message>
</context>
<context>
    <name>CommanderDamageDialog</name>
    <message>
        <source>Commander damage</source>
        <translation>統率者ダメージ</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>統率者</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>17, -3 or +5</source>
        <translation>17、-3、+5 など</translation>
    </message>
    <message>
        <source>A new total, or a change such as -3 or +5.</source>
        <translation>新しい合計か、-3や+5のような増減。</translation>
    </message>
    <message>
        <source>Name the commander and type a number.</source>
        <translation>統率者を選び、数を入力してください。</translation>
    </message>
    <message>
        <source>{typed} is too big: at most {most}.</source>
        <translation>{typed} は大きすぎます（最大 {most}）。</translation>
    </message>
</context>
<context>
    <name>LabDialog</name>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="86" />
        <source>Goldfish statistics</source>
        <translation>ゴールドフィッシュ統計</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="98" />
        <source>Decklist…</source>
        <translation>デッキリスト…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="107" />
        <source>On the play</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="108" />
        <source>On the draw</source>
        <translation>後攻</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="122" />
        <source>Your question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="123" />
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="125" />
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="130" />
        <source>Games played</source>
        <translation>対戦済みのゲーム</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="131" />
        <source>Set the run up, then Run.</source>
        <translation>条件を決めて「実行」を押してください。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="139" />
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="140" />
        <source>Turns</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="142" />
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="143" />
        <source>Keep hands with lands</source>
        <translation>キープする土地の枚数</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="144" />
        <source>to</source>
        <translation>～</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="152" />
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="154" />
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="164" />
        <source>Saga</source>
        <translation>英雄譚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="173" />
        <source>Cast by turn</source>
        <translation>唱えたターン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="174" />
        <source>Chapters</source>
        <translation>章</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="175" />
        <source>Lands</source>
        <translation>土地</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="176" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="177" />
        <source>Mulligans</source>
        <translation>マリガン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="182" />
        <source>Game number</source>
        <translation>ゲーム番号</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="183" />
        <source>Open on the table</source>
        <translation>テーブルで開く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="187" />
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="223" />
        <source>The question cannot be read: %1</source>
        <translation>質問を読み取れません：%1</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="242" />
        <source>%v %</source>
        <translation>%v%</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="243" />
        <source>Playing %1 games…</source>
        <translation>%1ゲームを対戦中…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="254" />
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="268" />
        <source>Cancelled: nothing was counted.</source>
        <translation>中止しました。集計はしていません。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="324" />
        <source>The run stopped on an error, and nothing of it was counted: %1</source>
        <translation>エラーで止まりました。この実行は集計していません：%1</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/limits.py" line="1" />
        <source>%1 in %2 of games</source>
        <translation>%1（%2のゲーム）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/limits.py" line="1" />
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/limits.py" line="1" />
        <source>and %1 more</source>
        <translation>ほか%1件</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/limits.py" line="1" />
        <source>Not carried out by the lab: %1.</source>
        <translation>ラボが処理しなかったもの：%1。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/limits.py" line="1" />
        <source>%1 games stopped where the lab could not go on (e.g. game %2).</source>
        <translation>%1ゲームはラボが続けられず途中で止まりました（例：ゲーム%2）。</translation>
    </message>
    <message>
        <source>Cancelled: nothing of this run was counted; the charts are the last run&apos;s.</source>
        <translation>中止しました。今回の分は集計していません。グラフは前回の結果です。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="286" />
        <source>T%1</source>
        <translation>%1T</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="289" />
        <source>%1 games of %2 turns; each figure with its 95 % interval.</source>
        <translation>%1ゲーム（各%2ターン）。各数値に95%区間を付けています。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="297" />
        <source>Cast by turn N</source>
        <translation>Nターン目までに唱えた割合</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="297" />
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="317" />
        <source>%1: %2 lands on average, spread ± %3 (95 % of the mean: %4 – %5)</source>
        <translation>%1：土地は平均%2枚、ばらつき±%3（平均の95%区間：%4～%5）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="327" />
        <source>Lands on the battlefield (mean, bars ± one spread)</source>
        <translation>戦場の土地（平均。ひげは±標準偏差）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="340" />
        <source>Goldfish killed by turn N (%1 life)</source>
        <translation>Nターン目までに倒した割合（ライフ%1）</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="344" />
        <source>Killed</source>
        <translation>倒した</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="352" />
        <source>Mulligan rate by hand size</source>
        <translation>手札の枚数ごとのマリガン率</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="353" />
        <source>%1 cards</source>
        <translation>%1枚</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="354" />
        <source>Mulligan</source>
        <translation>マリガン</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="370" />
        <source>Fastest kill: turn %1 (game %2).</source>
        <translation>最速の勝利：%1ターン目（ゲーム%2）。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="376" />
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="378" />
        <source>%1: %2 (95 %: %3 – %4); games: %5</source>
        <translation>%1：%2（95%区間：%3～%4）　該当ゲーム：%5</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="396" />
        <source>Chapter %1</source>
        <translation>第%1章</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="401" />
        <source>%1: chapter resolved by turn N</source>
        <translation>%1：Nターン目までに解決した章</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="413" />
        <source>Open a decklist</source>
        <translation>デッキリストを開く</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="415" />
        <source>Decklists (*.txt *.dck *.dek *.cod);;All files (*)</source>
        <translation>デッキリスト (*.txt *.dck *.dek *.cod);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/dialog.py" line="232" />
        <source>The lab cannot run: %1</source>
        <translation>統計を実行できません：%1</translation>
    </message>
    <message>
        <source>e.g. Urza's Saga chapter III resolved by turn 4 and found an artifact</source>
        <translation>例：ウルザの物語の第III章が4ターン目までに解決し、アーティファクトを見つけた（英語の書式も使えます）</translation>
    </message>
    <message>
        <source>%1 line(s) of %2 could not be read:</source>
        <translation>%2の%1行を読めませんでした：</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>…ほか%1行</translation>
    </message>
    <message>
        <source>Play the deck without them?</source>
        <translation>これらの行を除いたデッキで対戦しますか？</translation>
    </message>
    <message>
        <source>Play the rest</source>
        <translation>残りで対戦する</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Goldfish</source>
        <translation>ゴールドフィッシュ</translation>
    </message>
    <message>
        <source>Choose a decklist first (Decklist…).</source>
        <translation>先にデッキリストを選んでください（「デッキリスト…」）。</translation>
    </message>
</context>
<context>
    <name>LabMenu</name>
    <message>
        <location filename="../../saga_table/qt/lab/menu.py" line="28" />
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/menu.py" line="31" />
        <source>Play the deck many times with a scripted player and chart what happens</source>
        <translation>決まった手順でデッキを何度も回し、結果をグラフで見ます</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/menu.py" line="37" />
        <source>G&amp;oldfish</source>
        <translation>ゴールドフィッシュ(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/lab/menu.py" line="46" />
        <source>%1's deck in this game (%2 cards)</source>
        <translation>このゲームの%1のデッキ（%2枚）</translation>
    </message>
    <message>
        <source>No seat of this game has its deck in the app (a paper table): choose a decklist to play.</source>
        <translation>このゲームの席にはアプリ内のデッキがありません（紙のテーブル）。回すデッキリストを選んでください。</translation>
    </message>
</context>
<context>
    <name>PartlyUsed</name>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="40" />
        <source>The last step was being saved when Saga Table stopped; it was left out. Everything before it was restored.</source>
        <translation>Saga Table が止まったとき最後の一手を保存している途中だったため、その一手は省きました。それより前はすべて復元しました。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="41" />
        <source>Action {n} ({kind}) could not be used, so the game goes up to action {upto}.</source>
        <translation>操作 {n}（{kind}）が使えなかったため、ゲームは操作 {upto} までです。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="42" />
        <source>{count} later action(s) were left out.</source>
        <translation>それより後の {count} 件の操作は省きました。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="43" />
        <source>The redo history was left out.</source>
        <translation>やり直しの履歴は省きました。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="44" />
        <source>The game was resumed from the steps before a damaged one.</source>
        <translation>壊れた一手より前の手順からゲームを再開しました。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="45" />
        <source>{count} later step(s) were left out.</source>
        <translation>それより後の {count} 件の手順は省きました。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="46" />
        <source>The redo history was cut at undone action {n} ({kind}).</source>
        <translation>やり直しの履歴は、取り消した操作 {n}（{kind}）のところで切れています。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="47" />
        <source>Part of the file could not be used.</source>
        <translation>ファイルの一部が使えませんでした。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="48" />
        <source>It is not legal at that point: {detail}</source>
        <translation>その時点では適正ではありません: {detail}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="90" />
        <source>It could not be read: {detail}</source>
        <translation>読み取れませんでした: {detail}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="91" />
        <source>Details: {detail}</source>
        <translation>詳細: {detail}</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="49" />
        <source>The game left in progress could not be restored. Its autosave stays on disk until a new game has made its first move.</source>
        <translation>途中のゲームを復元できませんでした。その自動保存は、新しいゲームで最初の一手を指すまでディスクに残ります。</translation>
    </message>
    <message>
        <location filename="../../saga_table/qt/partly_used.py" line="50" />
        <source>The settings file could not be fully used: what could be read was kept, the rest is back to the defaults, and the damaged file was set aside.</source>
        <translation>設定ファイルを完全には使えませんでした。読めた設定はそのまま使い、残りは既定に戻し、壊れたファイルは別名で残しました。</translation>
    </message>
    <message>
        <source>The game could not be opened, so the demo game is shown instead.</source>
        <translation>ゲームを開けなかったため、代わりにデモゲームを表示しています。</translation>
    </message>
</context>
<context>
    <name>PlayerMarksDialog</name>
    <message>
        <source>Designations: {player}</source>
        <translation>{player}の指定</translation>
    </message>
    <message>
        <source>Dungeon</source>
        <translation>ダンジョン</translation>
    </message>
    <message>
        <source>Not in a dungeon</source>
        <translation>ダンジョンにいない</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>部屋</translation>
    </message>
    <message>
        <source>Dungeons completed</source>
        <translation>完了したダンジョン</translation>
    </message>
    <message>
        <source>Has the city's blessing</source>
        <translation>都市の承認を得ている</translation>
    </message>
    <message>
        <source>Times the Ring has tempted them</source>
        <translation>指輪に誘惑された回数</translation>
    </message>
    <message>
        <source>The Ring gains an ability each time, four at most</source>
        <translation>誘惑されるたびに指輪が能力を1つ得る（最大4つ）</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <translation>指輪所持者</translation>
    </message>
    <message>
        <source>No Ring-bearer</source>
        <translation>指輪所持者なし</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>スピード</translation>
    </message>
    <message>
        <source>No speed</source>
        <translation>スピードなし</translation>
    </message>
    <message>
        <source>{n} (max speed)</source>
        <translation>{n}（最高速度）</translation>
    </message>
    <message>
        <source>Player counters</source>
        <translation>プレイヤーのカウンター</translation>
    </message>
    <message>
        <source>Tempted by the Ring</source>
        <translation>指輪の誘惑</translation>
    </message>
    <message>
        <source> times</source>
        <translation>回</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>{card} is tapped and cannot attack</source>
        <translation>{card}はタップ状態なので攻撃できない</translation>
    </message>
    <message>
        <source>{card} came under its controller&apos;s control this turn and has no haste: it cannot attack (302.6)</source>
        <translation>{card}はこのターンにコントローラーのコントロール下に置かれ、速攻を持たないので攻撃できない（302.6）</translation>
    </message>
    <message>
        <source>{card} is tapped and cannot block</source>
        <translation>{card}はタップ状態なのでブロックできない</translation>
    </message>
    <message>
        <source>{card} has greater power than the Ring-bearer {bearer}, so it cannot block it (701.54c)</source>
        <translation>{card}は指輪所持者の{bearer}よりパワーが大きいので、それをブロックできない（701.54c）</translation>
    </message>
    <message>
        <source>{card} must attack an opponent</source>
        <translation>{card}は対戦相手を攻撃しなければならない</translation>
    </message>
    <message>
        <source>{card} is not controlled by the active player</source>
        <translation>{card}はアクティブ・プレイヤーがコントロールしていない</translation>
    </message>
    <message>
        <source>{card} is not controlled by the player {attacker} attacks</source>
        <translation>{card}は、{attacker}が攻撃しているプレイヤーのコントロール下にない</translation>
    </message>
    <message>
        <source>{card} is declared twice</source>
        <translation>{card}が2回指定されている</translation>
    </message>
    <message>
        <source>{card} is already tapped</source>
        <translation>{card}はすでにタップ状態</translation>
    </message>
    <message>
        <source>{card} is already untapped</source>
        <translation>{card}はすでにアンタップ状態</translation>
    </message>
    <message>
        <source>{card} has no back face</source>
        <translation>{card}には第2面がない</translation>
    </message>
    <message>
        <source>{card} is a land: play it instead of casting it</source>
        <translation>{card}は土地なので、唱えずにプレイする</translation>
    </message>
    <message>
        <source>{card} is a land: put it onto the battlefield instead</source>
        <translation>{card}は土地なので、戦場に出す</translation>
    </message>
    <message>
        <source>{card} is not a permanent card: cast it instead</source>
        <translation>{card}はパーマネント・カードではないので、唱える</translation>
    </message>
    <message>
        <source>{card} is not a land</source>
        <translation>{card}は土地ではない</translation>
    </message>
    <message>
        <source>{card} is on the stack: resolve it instead</source>
        <translation>{card}はスタック上にあるので、解決する</translation>
    </message>
    <message>
        <source>{card} is already on the battlefield</source>
        <translation>{card}はすでに戦場にある</translation>
    </message>
    <message>
        <source>{card} transforms only as it becomes day or night (702.145b)</source>
        <translation>{card}は昼か夜になるときにだけ変身する（702.145b）</translation>
    </message>
    <message>
        <source>{player} has already played a land this turn</source>
        <translation>{player}はこのターンすでに土地をプレイした</translation>
    </message>
    <message>
        <source>{player} has left the game</source>
        <translation>{player}はゲームから離れている</translation>
    </message>
    <message>
        <source>{player}'s life is already {life}</source>
        <translation>{player}のライフはすでに{life}</translation>
    </message>
    <message>
        <source>{player} already controls {card}</source>
        <translation>{player}はすでに{card}をコントロールしている</translation>
    </message>
    <message>
        <source>{player}'s hand is the cards the app holds: move cards instead</source>
        <translation>{player}の手札はアプリが持つカードなので、カードを移動する</translation>
    </message>
    <message>
        <source>lands are played on your own turn (305.2)</source>
        <translation>土地は自分のターンにプレイする（305.2）</translation>
    </message>
    <message>
        <source>{card} can be cast only in your main phase while the stack is empty (307.1)</source>
        <translation>{card}はスタックが空のあなたのメイン・フェイズにしか唱えられない（307.1）</translation>
    </message>
    <message>
        <source>a land is played in a main phase with an empty stack (305.2)</source>
        <translation>土地はスタックが空のメイン・フェイズにプレイする（305.2）</translation>
    </message>
    <message>
        <source>attackers are declared in the declare attackers step</source>
        <translation>攻撃クリーチャーは攻撃クリーチャー指定ステップで指定する</translation>
    </message>
    <message>
        <source>attackers have already been declared this combat</source>
        <translation>この戦闘ではすでに攻撃クリーチャーを指定した</translation>
    </message>
    <message>
        <source>blockers are declared in the declare blockers step</source>
        <translation>ブロック・クリーチャーはブロック・クリーチャー指定ステップで指定する</translation>
    </message>
    <message>
        <source>combat damage has already been dealt in this step</source>
        <translation>このステップではすでに戦闘ダメージを与えた</translation>
    </message>
    <message>
        <source>combat damage is dealt in a combat damage step</source>
        <translation>戦闘ダメージは戦闘ダメージ・ステップで与える</translation>
    </message>
    <message>
        <source>the stack is empty</source>
        <translation>スタックは空</translation>
    </message>
    <message>
        <source>the stack is not empty: resolve or counter what is on it first</source>
        <translation>スタックが空ではない。先にその上にあるものを解決するか打ち消す</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終了している</translation>
    </message>
    <message>
        <source>the game has not started</source>
        <translation>ゲームはまだ始まっていない</translation>
    </message>
    <message>
        <source>a decision is waiting to be answered first</source>
        <translation>先に答える選択が待っている</translation>
    </message>
    <message>
        <source>{player} must first make the choice that waits</source>
        <translation>先に{player}が待っている選択をする</translation>
    </message>
    <message>
        <source>there is no goldfish opponent in this game</source>
        <translation>このゲームには一人回しの対戦相手がいない</translation>
    </message>
    <message>
        <source>a life change of 0 changes nothing</source>
        <translation>ライフの変化が0では何も変わらない</translation>
    </message>
    <message>
        <source>choose each target once (115.3)</source>
        <translation>各対象は1回ずつ選ぶ（115.3）</translation>
    </message>
    <message>
        <source>that is not a legal target for this ability</source>
        <translation>それはこの能力の適正な対象ではない</translation>
    </message>
    <message>
        <source>press Done to finish</source>
        <translation>終わったら「完了」を押す</translation>
    </message>
    <message>
        <source>choose a creature you control as your Ring-bearer (701.54a)</source>
        <translation>指輪所持者には自分がコントロールするクリーチャーを選ぶ（701.54a）</translation>
    </message>
    <message>
        <source>there is no {step} ahead in this turn</source>
        <translation>このターンにはこの先に{step}がない</translation>
    </message>
    <message>
        <source>no player gets priority in the {step}: pass the turn instead</source>
        <translation>{step}ではどのプレイヤーも優先権を得ない：ターンを渡してください</translation>
    </message>
    <message>
        <source>combat damage has not been dealt in this step: deal it first (510.1), or go to the next step to pass over it</source>
        <translation>このステップの戦闘ダメージがまだ与えられていない：先に与える (510.1) か、次のステップへ進んで飛ばす</translation>
    </message>
</context>
<context>
    <name>Keywords</name>
    <message>
        <source>vigilance</source>
        <translation>警戒</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>飛行</translation>
    </message>
    <message>
        <source>trample</source>
        <translation>トランプル</translation>
    </message>
    <message>
        <source>haste</source>
        <translation>速攻</translation>
    </message>
    <message>
        <source>lifelink</source>
        <translation>絆魂</translation>
    </message>
    <message>
        <source>deathtouch</source>
        <translation>接死</translation>
    </message>
    <message>
        <source>first strike</source>
        <translation>先制攻撃</translation>
    </message>
    <message>
        <source>double strike</source>
        <translation>二段攻撃</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>到達</translation>
    </message>
    <message>
        <source>menace</source>
        <translation>威迫</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>防衛</translation>
    </message>
    <message>
        <source>indestructible</source>
        <translation>破壊不能</translation>
    </message>
    <message>
        <source>hexproof</source>
        <translation>呪禁</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>瞬速</translation>
    </message>
    <message>
        <source>{keywords}.</source>
        <translation>{keywords}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>Percent</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source> (95 %: %1 – %2)</source>
        <translation>（95%区間：%1～%2）</translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <translation>%1・%2：%3</translation>
    </message>
</context>
<context>
    <name>ProliferateDialog</name>
    <message>
        <source>{kind} {count}</source>
        <translation>{kind}カウンター{count}個</translation>
    </message>
    <message>
        <source>{card} ({player}): {counters}</source>
        <translation>{card}（{player}）：{counters}</translation>
    </message>
    <message>
        <source>{player}: {counters}</source>
        <translation>{player}：{counters}</translation>
    </message>
    <message>
        <source>Proliferate — {player}</source>
        <translation>増殖 — {player}</translation>
    </message>
    <message>
        <source>Each ticked permanent and player gets one more counter of each kind it already has (701.34a). Space ticks a row.</source>
        <translation>チェックしたパーマネントとプレイヤーは、すでに置かれている各種類のカウンターをもう1個得ます（701.34a）。スペースキーで行をチェックできます。</translation>
    </message>
    <message>
        <source>No permanent and no player has a counter: there is nothing to add.</source>
        <translation>カウンターが置かれたパーマネントもプレイヤーもありません。増やせるものはありません。</translation>
    </message>
    <message>
        <source>What gets a counter more</source>
        <translation>カウンターを増やすもの</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>すべて(&amp;A)</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>なし(&amp;O)</translation>
    </message>
    <message>
        <source>Proliferate</source>
        <translation>増殖</translation>
    </message>
</context>
<context>
    <name>TurnNotes</name>
    <message>
        <source>Added to come: {phases}</source>
        <translation>追加予定：{phases}</translation>
    </message>
    <message>
        <source>beginning</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>ending</source>
        <translation>最終</translation>
    </message>
    <message>
        <source>Next: {player}'s extra turn</source>
        <translation>次：{player}の追加ターン</translation>
    </message>
    <message>
        <source>Next: extra turns for {players}</source>
        <translation>次：{players}の追加ターン</translation>
    </message>
    <message>
        <source>{player} skips each {what} this turn</source>
        <translation>{player}はこのターンの{what}をすべて飛ばす</translation>
    </message>
    <message>
        <source>{player} skips the next {count} × {what}</source>
        <translation>{player}は次の{what}を{count}回飛ばす</translation>
    </message>
    <message>
        <source>{player} skips the next {what}</source>
        <translation>{player}は次の{what}を飛ばす</translation>
    </message>
</context>
<context>
    <name>ExtraTurnDialog</name>
    <message>
        <source>Extra turn</source>
        <translation>追加ターン</translation>
    </message>
    <message>
        <source>Who takes it</source>
        <translation>誰が得るか</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>Taken right after this turn; the newest extra turn first (500.7).</source>
        <translation>このターンの直後に行います。最後に得た追加ターンが先です（500.7）。</translation>
    </message>
</context>
<context>
    <name>ExtraPhasesDialog</name>
    <message>
        <source>Additional phases</source>
        <translation>追加フェイズ</translation>
    </message>
    <message>
        <source>An additional {combat} followed by an additional {main}</source>
        <translation>追加の{combat}と、その後に追加の{main}</translation>
    </message>
    <message>
        <source>An additional {phase}</source>
        <translation>追加の{phase}</translation>
    </message>
    <message>
        <source>Added right after the phase of now (500.8).</source>
        <translation>今のフェイズの直後に追加されます（500.8）。</translation>
    </message>
</context>
<context>
    <name>SkipDialog</name>
    <message>
        <source>Skip</source>
        <translation>飛ばす</translation>
    </message>
    <message>
        <source>Who skips</source>
        <translation>誰が飛ばすか</translation>
    </message>
    <message>
        <source>What</source>
        <translation>何を</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>Each one this turn, not the next</source>
        <translation>次の1回ではなく、このターンのものをすべて</translation>
    </message>
    <message>
        <source>Their next</source>
        <translation>次の</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source> or </source>
        <translation>または</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Attached to {card}.</source>
        <translation>{card}についている。</translation>
    </message>
    <message>
        <source>With {cards} attached.</source>
        <translation>{cards}がついている。</translation>
    </message>
</context>
<context>
    <name>Attaching</name>
    <message>
        <source>Attach to</source>
        <translation>つける先</translation>
    </message>
    <message>
        <source>{card} ({player})</source>
        <translation>{card}（{player}）</translation>
    </message>
    <message>
        <source>Unattach</source>
        <translation>はずす</translation>
    </message>
    <message>
        <source>Attach {card} to (303.4f)</source>
        <translation>{card}をつける先（303.4f）</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
</TS>