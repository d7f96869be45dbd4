<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>This application: free to use, change and share.</source>
        <translation>このアプリケーション：自由に使用・改変・共有できます。</translation>
    </message>
    <message>
        <source>The Qt toolkit (The Qt Company), used as a dynamically linked library under the GNU Lesser General Public License v3.</source>
        <translation>Qt ツールキット（The Qt Company）。GNU Lesser General Public License v3 のもとで動的リンクライブラリとして使用しています。</translation>
    </message>
    <message>
        <source>Qt for Python, the official Python bindings of Qt, under the GNU Lesser General Public License v3.</source>
        <translation>Qt for Python（Qt の公式 Python バインディング）。GNU Lesser General Public License v3。</translation>
    </message>
    <message>
        <source>Validates the game data and the save files.</source>
        <translation>ゲームデータとセーブファイルを検証します。</translation>
    </message>
    <message>
        <source>Backports of Python typing features (a pydantic dependency), Python Software Foundation License.</source>
        <translation>Python の型ヒント機能のバックポート（pydantic の依存ライブラリ）。Python Software Foundation License。</translation>
    </message>
    <message>
        <source>Small pydantic dependencies.</source>
        <translation>pydantic の小さな依存ライブラリ。</translation>
    </message>
    <message>
        <source>The Python interpreter and standard library, Python Software Foundation License (GPL-compatible, permissive).</source>
        <translation>Python インタープリターと標準ライブラリ。Python Software Foundation License（GPL 互換の寛容なライセンス）。</translation>
    </message>
    <message>
        <source>{n} squares: {squares}</source>
        <translation>{n}マス：{squares}</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Rook &amp; Raiders Desktop</source>
        <translation>Rook &amp; Raiders Desktop について</translation>
    </message>
    <message>
        <source>About</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>Game data</source>
        <translation>ゲームデータ</translation>
    </message>
    <message>
        <source>(the game data does not load)</source>
        <translation>（ゲームデータを読み込めません）</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>バージョン {version}</translation>
    </message>
    <message>
        <source>A desktop table for Rook &amp; Raiders and more Japanese board games, every rule enforced: hot-seat, solo and bots.</source>
        <translation>ルーク&amp;レイダースをはじめとする日本のボードゲームを、すべてのルールを守って遊べるデスクトップ用テーブルです。1台での交代プレイ、ソロプレイ、ボットとの対戦に対応しています。</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>プラットフォーム</translation>
    </message>
    <message>
        <source>Game data version</source>
        <translation>ゲームデータのバージョン</translation>
    </message>
    <message>
        <source>Data folder (autosave, error log)</source>
        <translation>データフォルダー（自動保存、エラーログ）</translation>
    </message>
    <message>
        <source>About this application</source>
        <translation>このアプリケーションについて</translation>
    </message>
    <message>
        <source>Licences of this application and of the software it is built on:</source>
        <translation>このアプリケーションと、その土台となっているソフトウェアのライセンス：</translation>
    </message>
    <message>
        <source>Qt and PySide6 are used unmodified, as separate libraries, as the LGPLv3 allows; you may replace them with your own builds.</source>
        <translation>Qt と PySide6 は、LGPLv3 の認める範囲で、改変せずに独立したライブラリとして使用しています。ご自身でビルドしたものに置き換えることもできます。</translation>
    </message>
    <message>
        <source>The rules, names and card texts of the games belong to their designers and publishers. The Game data tab says which numbers come from the rulebooks and which were designed for this app.</source>
        <translation>各ゲームのルール、名称、カードのテキストは、それぞれのデザイナーと出版社に帰属します。「ゲームデータ」タブでは、どの数値がルールブックに由来し、どの数値がこのアプリのために設計されたものかを確認できます。</translation>
    </message>
    <message>
        <source>The games&apos; data files: a value marked “Rulebook” comes from the rulebook clause or worked example named beside it; every value marked “Designed” was chosen for this app because the printed card is not in the rulebook text, and you may change it in resources/games/&lt;game&gt;/ to match your cards.</source>
        <translation>各ゲームのデータファイル：「ルールブック」と記された値は、横に示したルールブックの条項または例から取ったものです。「デザイン」と記された値は、ルールブックの本文に印刷されたカードが載っていないため、このアプリのために決めたものです。お手持ちのカードに合わせて resources/games/&lt;ゲーム&gt;/ で変更できます。</translation>
    </message>
    <message>
        <source>Entry / field</source>
        <translation>項目 / フィールド</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Provenance of the game data</source>
        <translation>ゲームデータの出典</translation>
    </message>
    <message>
        <source>The game data does not load</source>
        <translation>ゲームデータを読み込めません</translation>
    </message>
    <message>
        <source>Rulebook: {clause}</source>
        <translation>ルールブック：{clause}</translation>
    </message>
    <message>
        <source>Designed</source>
        <translation>設計値</translation>
    </message>
    <message>
        <source>{given} from the rulebook, {designed} designed</source>
        <translation>ルールブック由来 {given}、設計値 {designed}</translation>
    </message>
</context>
<context>
    <name>CardFaces</name>
    <message>
        <source>攻撃 ATK</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>回復 HEAL</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>特殊 SP</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>dice attack {modifier}</source>
        <translation>ダイス攻撃 {modifier}</translation>
    </message>
    <message>
        <source>long-range attack {modifier}</source>
        <translation>長射程攻撃 {modifier}</translation>
    </message>
    <message>
        <source>allocation {amount}×{hits}</source>
        <translation>割り振り {amount}×{hits}</translation>
    </message>
    <message>
        <source>area attack {amount}</source>
        <translation>範囲攻撃 {amount}</translation>
    </message>
    <message>
        <source>heal {amount}×{hits}</source>
        <translation>回復 {amount}×{hits}</translation>
    </message>
    <message>
        <source>Bard: 1 damage, then the target uses its skill</source>
        <translation>バード：対象に1ダメージを与え、対象がスキルを使用する</translation>
    </message>
    <message>
        <source>sets the Trap on an empty square</source>
        <translation>空いているマスにトラップを設置</translation>
    </message>
    <message>
        <source>{effect}, one die becomes 1</source>
        <translation>{effect}、ダイス1つを1に変更</translation>
    </message>
    <message>
        <source>{effect} (whole board)</source>
        <translation>{effect}（ボード全体）</translation>
    </message>
    <message>
        <source>cost {cost} · HP {hp} · movement {movement}</source>
        <translation>コスト {cost} · HP {hp} · 移動力 {movement}</translation>
    </message>
    <message>
        <source>skill: {effect}</source>
        <translation>スキル：{effect}</translation>
    </message>
    <message>
        <source>red skull</source>
        <translation>赤の髑髏マーク</translation>
    </message>
    <message>
        <source>blue skull</source>
        <translation>青の髑髏マーク</translation>
    </message>
    <message>
        <source>numbered range</source>
        <translation>番号付き射程</translation>
    </message>
    <message>
        <source>area range</source>
        <translation>範囲射程</translation>
    </message>
    <message>
        <source>{name} (level {level})</source>
        <translation>{name}（レベル{level}）</translation>
    </message>
    <message>
        <source>threat {threat} ({colour}) · HP {hp} · defence {defence}</source>
        <translation>脅威ポイント {threat}（{colour}）· HP {hp} · 防御力 {defence}</translation>
    </message>
    <message>
        <source>movement {movement} · damage {damage} · {range}</source>
        <translation>移動力 {movement} · ダメージ {damage} · {range}</translation>
    </message>
    <message>
        <source>全体 all</source>
        <translation>全体</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>ATK</source>
        <translation>修正</translation>
    </message>
    <message>
        <source>EFF</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>MOV</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>DEF</source>
        <translation>防御</translation>
    </message>
    <message>
        <source>DMG</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>LEADER</source>
        <translation>リーダー</translation>
    </message>
    <message>
        <source>FOLLOWER / AUTO</source>
        <translation>フォロワー / オート</translation>
    </message>
    <message>
        <source>{count} actions</source>
        <translation>{count}アクション</translation>
    </message>
    <message>
        <source>rest {count}</source>
        <translation>休息 {count}</translation>
    </message>
    <message>
        <source>+{count} honour for {gold} gold</source>
        <translation>金{gold}で栄誉+{count}</translation>
    </message>
    <message>
        <source>+{count} honour</source>
        <translation>栄誉+{count}</translation>
    </message>
    <message>
        <source>+{count} gold</source>
        <translation>金+{count}</translation>
    </message>
    <message>
        <source>recruit 1 (+merc)</source>
        <translation>募兵1（傭兵可）</translation>
    </message>
    <message>
        <source>recruit 1</source>
        <translation>募兵1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>トラップ Trap{owner}: a monster coming onto it stops and takes {damage} damage; then it returns to its owner&apos;s hand. Units cannot enter it.</source>
        <translation>トラップ{owner}: 上に来たモンスターは移動を止め{damage}ダメージを受ける。その後、持ち主の手札に戻る。ユニットは進入できない。</translation>
    </message>
    <message>
        <source>反応 REACTION</source>
        <translation>リアクション</translation>
    </message>
    <message>
        <source>stop · {damage} dmg</source>
        <translation>停止・{damage}ダメージ</translation>
    </message>
    <message>
        <source>BOSS</source>
        <translation>ボス</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Challenge of the day</source>
        <translation>今日のチャレンジ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Today&apos;s best</source>
        <translation>今日のベスト</translation>
    </message>
    <message>
        <source>Everyone who plays this challenge today gets the same seed, so the same dice, cards and bot moves. A new challenge starts at midnight (local time). Your result is recorded in the practice journal.</source>
        <translation>今日このチャレンジを遊ぶ人は全員同じシードを使うので、ダイスもカードもボットの手も同じになります。新しいチャレンジは毎日0時(現地時間)に始まります。結果は練習記録に記録されます。</translation>
    </message>
    <message>
        <source>Play the challenge</source>
        <translation>チャレンジする</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>You play alone</source>
        <translation>ソロプレイ</translation>
    </message>
    <message>
        <source>You play alone ({difficulty})</source>
        <translation>ソロプレイ({difficulty})</translation>
    </message>
    <message>
        <source>You against {count} bots ({kind})</source>
        <translation>あなた対ボット{count}体({kind})</translation>
    </message>
    <message>
        <source>Not played yet today</source>
        <translation>今日はまだ遊んでいません</translation>
    </message>
    <message>
        <source>{result} (tries today: {tries})</source>
        <translation>{result}(今日の挑戦回数: {tries})</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>the strongest move the bot sees</source>
        <translation>ボットが見る最善の手</translation>
    </message>
    <message>
        <source>{why} (played out {worlds} ways: this move scores {best}%, the next best {second}%)</source>
        <translation>{why}（{worlds} 通りに打ち進めた結果：この手は {best}%、次善手は {second}%）</translation>
    </message>
    <message>
        <source>the only move there is</source>
        <translation>選べる手はこれだけです</translation>
    </message>
    <message>
        <source>attacks the {monster} on {square}: {hp} monster HP in reach, hit chance {chance}%</source>
        <translation>{square}の{monster}を攻撃：範囲内のモンスターHP {hp}、命中率{chance}%</translation>
    </message>
    <message>
        <source>closes in on the nearest monster: {distance} square(s) away after the move</source>
        <translation>最寄りのモンスターに近づく：移動後の距離は{distance}マス</translation>
    </message>
    <message>
        <source>no movement points left: the largest token keeps the hero walking</source>
        <translation>移動ポイントが残っていない：最大の移動トークンで歩き続けられる</translation>
    </message>
    <message>
        <source>the hero has attacked: the next turn may attack again</source>
        <translation>このヒーローは攻撃済み：次の手番でまた攻撃できる</translation>
    </message>
    <message>
        <source>nothing useful is left for this hero phase</source>
        <translation>このヒーローフェイズにできる有効な行動は残っていない</translation>
    </message>
    <message>
        <source>the armour takes damage the hero would otherwise take</source>
        <translation>防具がヒーローの受けるダメージを肩代わりする</translation>
    </message>
    <message>
        <source>a missed target: the reroll is another chance to hit</source>
        <translation>外れた対象：振り直せばもう一度命中のチャンスがある</translation>
    </message>
    <message>
        <source>the hero is badly wounded: the red potion heals</source>
        <translation>ヒーローの傷が深い：赤のポーションで回復する</translation>
    </message>
    <message>
        <source>the smallest movement token is the cheapest to lose</source>
        <translation>最小の移動トークンなら失っても痛手が少ない</translation>
    </message>
    <message>
        <source>the Priest Armor saves a dying ally</source>
        <translation>プリーストアーマーで倒れかけた仲間を救う</translation>
    </message>
    <message>
        <source>alone, every hero you can afford helps hold the town</source>
        <translation>ソロでは、雇えるヒーローは全員が町を守る力になる</translation>
    </message>
    <message>
        <source>{unit} in {area} puts you in the lead for {target} (by {margin})</source>
        <translation>{area}に{unit}を置くと{target}で首位に立てる（差{margin}）</translation>
    </message>
    <message>
        <source>{unit} in {area} builds up your bid for {target}</source>
        <translation>{area}に{unit}を置いて{target}への入札を強める</translation>
    </message>
    <message>
        <source>{card}&apos;s ability improves your standing in the battle areas most</source>
        <translation>{card}の能力がバトルエリアでの形勢を最も良くする</translation>
    </message>
    <message>
        <source>no placement or ability would improve your position now</source>
        <translation>今はどの配置も能力も形勢を良くしない</translation>
    </message>
    <message>
        <source>{card} is worth about {points} points to you by the end</source>
        <translation>{card}はゲーム終了までにおよそ{points}点の価値がある</translation>
    </message>
    <message>
        <source>the card is not worth its upkeep and what it costs your other bids</source>
        <translation>このカードは維持コストと他の入札への影響に見合わない</translation>
    </message>
    <message>
        <source>you can afford it: a Curse token would cost a point</source>
        <translation>支払える：カーストークンは1点の損になる</translation>
    </message>
    <message>
        <source>your coins are worth more in this round&apos;s bids than the point</source>
        <translation>このラウンドの入札では、コインの方が1点より価値がある</translation>
    </message>
    <message>
        <source>the cards worth most to you come first</source>
        <translation>あなたにとって価値の高いカードを上にする</translation>
    </message>
    <message>
        <source>{card} is worth more to you than the Doll, and costs its owner</source>
        <translation>{card}は人形よりも価値があり、持ち主の損にもなる</translation>
    </message>
    <message>
        <source>{card} is the most valuable card in the Trash Area for you</source>
        <translation>{card}はトラッシュエリアで最も価値のあるカード</translation>
    </message>
    <message>
        <source>a Goblin Bomber is a free Unit</source>
        <translation>ゴブリンボマーは無料のユニット</translation>
    </message>
    <message>
        <source>places the block where it closes in a planned room</source>
        <translation>計画した部屋を囲い込む位置にブロックを置く</translation>
    </message>
    <message>
        <source>the block fills an item square: its effect is yours</source>
        <translation>ブロックでアイテムのマスを塗る：その効果が得られる</translation>
    </message>
    <message>
        <source>the block fills a special square: its effect is yours</source>
        <translation>ブロックで特殊なマスを塗る：その効果が得られる</translation>
    </message>
    <message>
        <source>the block keeps the way to an exit open where the dungeon scores most</source>
        <translation>出口への道を残しつつ、ダンジョンの得点が最も高くなる位置</translation>
    </message>
    <message>
        <source>a {w}×{h} room holding {monsters} monster(s) scores well</source>
        <translation>モンスター{monsters}体を含む{w}×{h}の部屋は得点が高い</translation>
    </message>
    <message>
        <source>the most valuable item mark: {points} point(s)</source>
        <translation>最も価値の高いアイテムマーク：{points}点</translation>
    </message>
    <message>
        <source>this exit gives your dungeon the best score: {points}</source>
        <translation>この出口でダンジョンの得点が最も高くなる：{points}点</translation>
    </message>
    <message>
        <source>the adventurer meets {monsters} monster(s) there: {chance}% to score 5 points</source>
        <translation>冒険者はそこでモンスター{monsters}体と戦う：5点を得る確率{chance}%</translation>
    </message>
    <message>
        <source>two development steps are worth more than one square now</source>
        <translation>今は1マスより発展2段階の方が価値がある</translation>
    </message>
    <message>
        <source>one more square is worth more than developing now</source>
        <translation>今は発展より1マスの方が価値がある</translation>
    </message>
    <message>
        <source>the extra action worth most now</source>
        <translation>今最も価値のある追加アクション</translation>
    </message>
    <message>
        <source>nothing can be drawn this round</source>
        <translation>このラウンドは何も描けない</translation>
    </message>
    <message>
        <source>your threat total is {threat}, 8 or less: declaring now wins</source>
        <translation>脅威ポイントの合計は{threat}で8以下：今宣言すれば勝てる</translation>
    </message>
    <message>
        <source>{unit} on {square} is your most damaged unit ({damage} damage)</source>
        <translation>{square}の{unit}が最もダメージを受けたユニット（ダメージ{damage}）</translation>
    </message>
    <message>
        <source>levelling {unit} up saves it from fainting</source>
        <translation>{unit}をレベルアップすれば気絶を防げる</translation>
    </message>
    <message>
        <source>{unit} on {square} has taken the most damage: its level-up adds HP</source>
        <translation>{square}の{unit}が最もダメージを受けている：レベルアップでHPが増える</translation>
    </message>
    <message>
        <source>{unit} on {square}: near the front, it reaches the monsters soonest</source>
        <translation>{square}の{unit}：前線に近く、最も早くモンスターに届く</translation>
    </message>
    <message>
        <source>your units can reach monsters worth attacking</source>
        <translation>あなたのユニットは攻撃する価値のあるモンスターに届く</translation>
    </message>
    <message>
        <source>you have {units} unit(s) and {gold} gold: another unit holds the line</source>
        <translation>ユニット{units}体、金{gold}：もう1体いれば戦線を保てる</translation>
    </message>
    <message>
        <source>{count} of your units are acted: resting readies them</source>
        <translation>行動済みのユニットが{count}体：休息で再び行動できる</translation>
    </message>
    <message>
        <source>your gold is short for recruiting: the reward refills it</source>
        <translation>募兵には金が足りない：報酬で補える</translation>
    </message>
    <message>
        <source>readies the units that should act again</source>
        <translation>また行動させたいユニットを未行動に戻す</translation>
    </message>
    <message>
        <source>{unit} on {square} guards a line where {count} monster(s) come</source>
        <translation>{square}の{unit}が、モンスター{count}体が来る列を守る</translation>
    </message>
    <message>
        <source>{unit} can reach {monster} on {square}</source>
        <translation>{unit}は{square}の{monster}に届く</translation>
    </message>
    <message>
        <source>from {to} its skill reaches {monster} on {square}</source>
        <translation>{to}からならスキルが{square}の{monster}に届く</translation>
    </message>
    <message>
        <source>{to} keeps it out of the monsters&apos; reach</source>
        <translation>{to}ならモンスターの攻撃範囲の外にいられる</translation>
    </message>
    <message>
        <source>attacks {monster} on {square}: {left} HP left, {chance}% to defeat it</source>
        <translation>{square}の{monster}を攻撃：残りHP {left}、撃破の確率{chance}%</translation>
    </message>
    <message>
        <source>sure damage, no dice: {monsters}</source>
        <translation>ダイスなしの確実なダメージ：{monsters}</translation>
    </message>
    <message>
        <source>heals the damaged units in range</source>
        <translation>範囲内のダメージを受けたユニットを回復する</translation>
    </message>
    <message>
        <source>the Trap catches the nearest monster coming along its line</source>
        <translation>トラップがその列をやって来る最も近いモンスターを捕らえる</translation>
    </message>
    <message>
        <source>a reroll is not worth your honour now</source>
        <translation>今は振り直しに栄誉を使う価値がない</translation>
    </message>
    <message>
        <source>the roll is good enough: keep your honour</source>
        <translation>十分な出目：栄誉は取っておく</translation>
    </message>
    <message>
        <source>this roll deals no damage: Willpower (1 honour) rolls again</source>
        <translation>この出目ではダメージなし：意思の力（栄誉1）で振り直す</translation>
    </message>
    <message>
        <source>no unit has a useful action left</source>
        <translation>有効な行動が残っているユニットはない</translation>
    </message>
    <message>
        <source>no target is worth this skill</source>
        <translation>このスキルを使う価値のある対象はない</translation>
    </message>
    <message>
        <source>nothing offered here is worth its cost now</source>
        <translation>ここで提示されたものは今はコストに見合わない</translation>
    </message>
    <message>
        <source>{damage} dmg {chance}%</source>
        <translation>{damage}ダメージ {chance}%</translation>
    </message>
    <message>
        <source>No hint: it is not your turn to choose.</source>
        <translation>ヒントなし：今はあなたが選ぶ番ではありません。</translation>
    </message>
    <message>
        <source>{monster} {square} (DEF {defence}, {left} HP left): {odds} · defeat {defeat}%</source>
        <translation>{monster} {square}（防御力{defence}、残りHP {left}）：{odds} · 撃破 {defeat}%</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {reason}</source>
        <translation>&lt;b&gt;ヒント：&lt;/b&gt;{reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {move}&lt;br&gt;{reason}</source>
        <translation>&lt;b&gt;ヒント：&lt;/b&gt;{move}&lt;br&gt;{reason}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>defeat {chance}%</source>
        <translation>撃破 {chance}%</translation>
    </message>
    <message>
        <source>Odds of the dice attack:</source>
        <translation>ダイス攻撃の確率：</translation>
    </message>
    <message>
        <source>Odds if you reroll with Willpower:</source>
        <translation>意思の力で振り直した場合の確率：</translation>
    </message>
    <message>
        <source>{move}: {chance}% to score 5 points</source>
        <translation>{move}：5点を得る確率{chance}%</translation>
    </message>
    <message>
        <source>Odds of the combat there:</source>
        <translation>そこでの戦闘の確率：</translation>
    </message>
    <message>
        <source>of the tied structures, this one has the most durability left</source>
        <translation>同数の建造物のうち、耐久力が最も多く残っているもの</translation>
    </message>
    <message>
        <source>the monster likeliest to die in the explosion: hit chance {chance}%</source>
        <translation>自爆で最も倒れやすいモンスター：命中率{chance}%</translation>
    </message>
    <message>
        <source>the dice colour likeliest to be hit: hit chance {chance}%</source>
        <translation>最も命中しやすいダイスの色：命中率{chance}%</translation>
    </message>
    <message>
        <source>one more target for the chain: hit chance {chance}%</source>
        <translation>伝播の対象をもう1体：命中率{chance}%</translation>
    </message>
</context>
<context>
    <name>CoachBox</name>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <source>Propose a move for you, with the reason, without playing it</source>
        <translation>あなたの手を理由とともに提案します（実行はしません）</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>この手を実行</translation>
    </message>
    <message>
        <source>Play the proposed move</source>
        <translation>提案された手を実行します</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>The table hides each player&apos;s secret medal values.</source>
        <translation>テーブルには各プレイヤーの秘密の勲章トークンの値が隠されています。</translation>
    </message>
    <message>
        <source>While building, each player&apos;s sheet is secret.</source>
        <translation>建築パートの間、各プレイヤーのシートは秘密です。</translation>
    </message>
    <message>
        <source>The table hides each player&apos;s secret information.</source>
        <translation>テーブルには各プレイヤーの秘密の情報が隠されています。</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>{name}さんに交代</translation>
    </message>
    <message>
        <source>{name}, click the button when only you can see the screen.</source>
        <translation>{name}さん、画面を見ているのが自分だけになったらボタンをクリックしてください。</translation>
    </message>
    <message>
        <source>I am {name}: show my table</source>
        <translation>{name}です：自分のテーブルを表示</translation>
    </message>
    <message>
        <source>Only the player who looked knows the order of the cards put back on a deck.</source>
        <translation>山札に戻したカードの順番は、見たプレイヤーだけが知っています。</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>The same players and options, a new seed</source>
        <translation>同じプレイヤーと設定、新しいシード</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>The same players, options and seed: the same deal again</source>
        <translation>同じプレイヤー・設定・シード：同じ配りでもう一度</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>このゲームをリプレイ</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Game over: {result}</source>
        <translation>ゲーム終了：{result}</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>The heroes</source>
        <translation>英雄</translation>
    </message>
    <message>
        <source>Damage dealt to monsters</source>
        <translation>魔物に与えたダメージ</translation>
    </message>
    <message>
        <source>Monsters finished off</source>
        <translation>とどめを刺した魔物</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>受けたダメージ</translation>
    </message>
    <message>
        <source>HP left</source>
        <translation>残りHP</translation>
    </message>
    <message>
        <source>Night {night}</source>
        <translation>第{night}夜</translation>
    </message>
    <message>
        <source>Defeated: {monster}</source>
        <translation>撃破：{monster}</translation>
    </message>
    <message>
        <source>Monsters defeated</source>
        <translation>撃破した魔物</translation>
    </message>
    <message>
        <source>Lost: {structure}</source>
        <translation>損失：{structure}</translation>
    </message>
    <message>
        <source>Structures lost</source>
        <translation>失った建造物</translation>
    </message>
    <message>
        <source>Mages left on the magic circle</source>
        <translation>魔法陣に残った魔術師</translation>
    </message>
    <message>
        <source>Panic: flames left on the track</source>
        <translation>パニック：トラックに残った炎</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count}/{total}</translation>
    </message>
    <message>
        <source>Monsters still out (their HP)</source>
        <translation>残っている魔物（HP）</translation>
    </message>
    <message>
        <source>{count} ({hp} HP)</source>
        <translation>{count}体（HP {hp}）</translation>
    </message>
    <message>
        <source>Victory points on cards</source>
        <translation>カードの勝利点</translation>
    </message>
    <message>
        <source>Curse tokens</source>
        <translation>呪いトークン</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Gold income (1st tie-break)</source>
        <translation>金貨収入（同点時1番目）</translation>
    </message>
    <message>
        <source>Silver income (2nd tie-break)</source>
        <translation>銀貨収入（同点時2番目）</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>{name}: {total} VP, card by card</source>
        <translation>{name}：{total}勝利点（カードごと）</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>勝利点</translation>
    </message>
    <message>
        <source>Curse tokens ×{count}</source>
        <translation>呪いトークン×{count}</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>アイテム</translation>
    </message>
    <message>
        <source>Scoring rooms</source>
        <translation>得点部屋</translation>
    </message>
    <message>
        <source>Room points</source>
        <translation>部屋の得点</translation>
    </message>
    <message>
        <source>Every room scores (bonus)</source>
        <translation>全部屋得点（ボーナス）</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Interception</source>
        <translation>迎撃</translation>
    </message>
    <message>
        <source>{scoring} of {total}</source>
        <translation>{scoring}/{total}</translation>
    </message>
    <message>
        <source>Threat on the board, queues and castle</source>
        <translation>ボード・待機列・城の脅威</translation>
    </message>
    <message>
        <source>Medals</source>
        <translation>メダル</translation>
    </message>
    <message>
        <source>Monsters left</source>
        <translation>残りの魔物</translation>
    </message>
    <message>
        <source>Monsters in the castle</source>
        <translation>城に侵入した魔物</translation>
    </message>
    <message>
        <source>Honour marks</source>
        <translation>栄誉マーク</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>ゴールド</translation>
    </message>
    <message>
        <source>{count} face down</source>
        <translation>裏向き{count}枚</translation>
    </message>
    <message>
        <source>{name} (eliminated)</source>
        <translation>{name}（脱落）</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>The autosave folder cannot be found.</source>
        <translation>自動保存のフォルダーが見つかりません。</translation>
    </message>
    <message>
        <source>Your game is saved at {path} (written after every action). The app goes on: you can keep playing, or open that file later.</source>
        <translation>ゲームは {path} に保存されています（行動のたびに書き込まれます）。アプリはこのまま使えます。続けて遊ぶことも、あとでそのファイルを開くこともできます。</translation>
    </message>
    <message>
        <source>No game is saved yet; the autosave will be written at {path}.</source>
        <translation>まだ保存されたゲームはありません。自動保存は {path} に書き込まれます。</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>問題が発生しました</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>エラーレポート</translation>
    </message>
    <message>
        <source>&amp;Copy the report</source>
        <translation>レポートをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>An unexpected error happened. Please send this report to the developers (Copy puts it on the clipboard).</source>
        <translation>予期しないエラーが発生しました。このレポートを開発者に送ってください（「コピー」でクリップボードにコピーできます）。</translation>
    </message>
    <message>
        <source>{count} unexpected errors happened. Please send this report to the developers (Copy puts it on the clipboard).</source>
        <translation>予期しないエラーが{count}件発生しました。このレポートを開発者に送ってください（「コピー」でクリップボードにコピーできます）。</translation>
    </message>
    <message>
        <source>The report is also written to {path}.</source>
        <translation>レポートは {path} にも書き込まれています。</translation>
    </message>
    <message>
        <source>The report could not be written to the log file.</source>
        <translation>レポートをログファイルに書き込めませんでした。</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Learn to play is not available in this version of the app.</source>
        <translation>このバージョンのアプリでは「遊び方を学ぶ」は使えません。</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <translation>早見表</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a game online</source>
        <translation>オンラインでゲームをホスト</translation>
    </message>
    <message>
        <source>empty: a broker on this computer, for the local network</source>
        <translation>空欄: このコンピューターのブローカー (ローカルネットワーク用)</translation>
    </message>
    <message>
        <source>Also an invitation for spectators (they see no one&apos;s secrets)</source>
        <translation>観戦者用の招待も作る（観戦者には誰の秘密も見えません）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Broker (mqtt:// or mqtts://)</source>
        <translation>ブローカー (mqtt:// または mqtts://)</translation>
    </message>
    <message>
        <source>This computer&apos;s address</source>
        <translation>このコンピューターのアドレス</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>ルームを開く</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>席{number}</translation>
    </message>
    <message>
        <source>a player at this computer</source>
        <translation>このコンピューターのプレイヤー</translation>
    </message>
    <message>
        <source>a remote player</source>
        <translation>離れた場所のプレイヤー</translation>
    </message>
    <message>
        <source>a bot</source>
        <translation>ボット</translation>
    </message>
</context>
<context>
    <name>InvitationsDialog</name>
    <message>
        <source>Invitations</source>
        <translation>参加リンク</translation>
    </message>
    <message>
        <source>Send each player their own invitation: whoever holds it plays that seat.</source>
        <translation>各プレイヤーにその人の参加リンクを送ってください。参加リンクを持つ人がその席でプレイします。</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>観戦者</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>New invitation (the old one stops working)</source>
        <translation>新しい参加リンク (古いものは使えなくなります)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game online</source>
        <translation>オンラインのゲームに参加</translation>
    </message>
    <message>
        <source>Paste the invitation you were sent:</source>
        <translation>送られた参加リンクを貼り付けてください:</translation>
    </message>
    <message>
        <source>This is not a usable invitation: {reason}</source>
        <translation>使える参加リンクではありません: {reason}</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>This game could not be written to the practice journal ({error}). Your game is not affected.</source>
        <translation>このゲームを練習記録に書き込めませんでした({error})。ゲーム自体には影響ありません。</translation>
    </message>
    <message>
        <source>The practice journal could not be read ({reason}). It was set aside as {aside} (nothing was deleted) and a new journal was started. Your game is not affected.</source>
        <translation>練習記録を読み込めませんでした({reason})。元のファイルは {aside} として退避し(何も削除していません)、新しい練習記録を始めました。ゲーム自体には影響ありません。</translation>
    </message>
    <message>
        <source>The practice journal {path} cannot be used ({reason}). The games of this session are kept in memory only. Your game is not affected.</source>
        <translation>練習記録 {path} を使用できません({reason})。今回のゲームはメモリ上にのみ記録されます。ゲーム自体には影響ありません。</translation>
    </message>
    <message>
        <source>The practice journal is closed</source>
        <translation>練習記録は閉じられています</translation>
    </message>
    <message>
        <source>This game could not be written to the practice journal</source>
        <translation>このゲームを練習記録に書き込めませんでした</translation>
    </message>
</context>
<context>
    <name>LastSpell</name>
    <message>
        <source>the hero has no such armour card</source>
        <translation>そのヒーローはその防具カードを持っていません</translation>
    </message>
    <message>
        <source>that armour card is exhausted until it is recovered</source>
        <translation>その防具カードは回復するまで使用済み（横向き）です</translation>
    </message>
    <message>
        <source>that card does not reduce damage</source>
        <translation>そのカードはダメージを減らしません</translation>
    </message>
    <message>
        <source>armour is used against damage being taken</source>
        <translation>防具は受けるダメージに対して使います</translation>
    </message>
    <message>
        <source>armour cannot reduce an explosion&apos;s damage</source>
        <translation>爆発のダメージは防具で減らせません</translation>
    </message>
    <message>
        <source>there is no damage left to reduce</source>
        <translation>減らすダメージが残っていません</translation>
    </message>
    <message>
        <source>a hero wearing Coat Armor cannot use shields</source>
        <translation>コートアーマーを着たヒーローは盾を使えません</translation>
    </message>
    <message>
        <source>a hero with a Heavy Shield cannot use upper armour</source>
        <translation>ヘビーシールドを持つヒーローは上部鎧を使えません</translation>
    </message>
    <message>
        <source>that card has no ability that recovers it</source>
        <translation>そのカードには自身を回復する能力がありません</translation>
    </message>
    <message>
        <source>that card is not exhausted</source>
        <translation>そのカードは使用済みではありません</translation>
    </message>
    <message>
        <source>not enough mana</source>
        <translation>マナが足りません</translation>
    </message>
    <message>
        <source>not enough unused movement tokens to pay</source>
        <translation>支払える未使用の移動トークンが足りません</translation>
    </message>
    <message>
        <source>no damage is waiting for armour</source>
        <translation>防具の判断を待っているダメージはありません</translation>
    </message>
    <message>
        <source>it is {hero}&apos;s damage to answer</source>
        <translation>{hero}が受けるダメージの判断です</translation>
    </message>
    <message>
        <source>use armour or take the damage</source>
        <translation>防具を使うか、ダメージを受けてください</translation>
    </message>
    <message>
        <source>Healer&apos;s Armor heals another hero</source>
        <translation>ヒーラーアーマーは他のヒーローを治療します</translation>
    </message>
    <message>
        <source>that hero has no wound to heal</source>
        <translation>そのヒーローには治療する負傷がありません</translation>
    </message>
    <message>
        <source>Fury Shield attacks a monster next to the hero</source>
        <translation>フューリーシールドはヒーローの隣のモンスターを攻撃します</translation>
    </message>
    <message>
        <source>that card has no target to choose</source>
        <translation>そのカードには選ぶ対象がありません</translation>
    </message>
    <message>
        <source>only Darkness armour trades damage for a bonus</source>
        <translation>ダメージと引き換えに効果を得られるのはダークネス防具だけです</translation>
    </message>
    <message>
        <source>no hero is dying</source>
        <translation>死にかけているヒーローはいません</translation>
    </message>
    <message>
        <source>only another hero with a ready Priest Armor can save {hero}</source>
        <translation>{hero}を救えるのは、使用可能なプリーストアーマーを持つ他のヒーローだけです</translation>
    </message>
    <message>
        <source>that card is not a ready Priest Armor</source>
        <translation>そのカードは使用可能なプリーストアーマーではありません</translation>
    </message>
    <message>
        <source>this attack mode has no Propagation</source>
        <translation>この攻撃形態に伝播はありません</translation>
    </message>
    <message>
        <source>Propagation {x} reaches at most {x} more targets</source>
        <translation>伝播{x}が届くのは追加で最大{x}体までです</translation>
    </message>
    <message>
        <source>Propagation starts from a monster on the direct-hit square</source>
        <translation>伝播は直撃マスのモンスターから始まります</translation>
    </message>
    <message>
        <source>there is no such monster</source>
        <translation>そのモンスターはいません</translation>
    </message>
    <message>
        <source>Propagation reaches only targets not yet hit</source>
        <translation>伝播はまだ命中していない対象にだけ届きます</translation>
    </message>
    <message>
        <source>each Propagation target must be in the previous target&apos;s area</source>
        <translation>伝播の各対象は直前の対象のエリア内にいなければなりません</translation>
    </message>
    <message>
        <source>no attack is waiting for rerolls</source>
        <translation>振り直しを待っている攻撃はありません</translation>
    </message>
    <message>
        <source>it is {hero}&apos;s attack</source>
        <translation>{hero}の攻撃です</translation>
    </message>
    <message>
        <source>reroll a target or resolve the attack</source>
        <translation>対象を振り直すか、攻撃を解決してください</translation>
    </message>
    <message>
        <source>there is no such target in this attack</source>
        <translation>この攻撃にその対象はいません</translation>
    </message>
    <message>
        <source>that target&apos;s roll cannot be rerolled</source>
        <translation>その対象のロールは振り直せません</translation>
    </message>
    <message>
        <source>that target was hit: only a miss may be rerolled</source>
        <translation>その対象には命中しました：振り直せるのは失敗だけです</translation>
    </message>
    <message>
        <source>at most 4 rerolls per target</source>
        <translation>振り直しは対象ごとに最大4回です</translation>
    </message>
    <message>
        <source>only a magic attack has the magic reroll</source>
        <translation>魔法の振り直しができるのは魔法攻撃だけです</translation>
    </message>
    <message>
        <source>the magic reroll is only for a target on a direct-hit square</source>
        <translation>魔法の振り直しは直撃マスの対象にだけ使えます</translation>
    </message>
    <message>
        <source>the magic reroll is used once per attack</source>
        <translation>魔法の振り直しは1回の攻撃につき1回です</translation>
    </message>
    <message>
        <source>the magic reroll costs 1 mana</source>
        <translation>魔法の振り直しには1マナかかります</translation>
    </message>
    <message>
        <source>no reroll is left for that target</source>
        <translation>その対象に残っている振り直しはありません</translation>
    </message>
    <message>
        <source>it is not a hero&apos;s turn</source>
        <translation>ヒーローの手番ではありません</translation>
    </message>
    <message>
        <source>it is {hero}&apos;s turn</source>
        <translation>{hero}の手番です</translation>
    </message>
    <message>
        <source>a trapped hero can only punch</source>
        <translation>捕らわれたヒーローはパンチしかできません</translation>
    </message>
    <message>
        <source>this needs {n} MP; {hero} has {mp} (flip a movement token first)</source>
        <translation>これには{n}MPが必要です。{hero}は{mp}MP（先に移動トークンを裏返してください）</translation>
    </message>
    <message>
        <source>this needs {n} AP; {hero} has {ap}</source>
        <translation>これには{n}APが必要です。{hero}は{ap}AP</translation>
    </message>
    <message>
        <source>this needs {n} mana; {hero} has {mana}</source>
        <translation>これには{n}マナが必要です。{hero}は{mana}マナ</translation>
    </message>
    <message>
        <source>only one attack per turn</source>
        <translation>攻撃は1手番に1回までです</translation>
    </message>
    <message>
        <source>each attack mode at most once per turn</source>
        <translation>各攻撃形態は1手番に1回までです</translation>
    </message>
    <message>
        <source>this attack mode has been used {n} times this hero phase</source>
        <translation>この攻撃形態はこのヒーローフェイズに{n}回使いました</translation>
    </message>
    <message>
        <source>this attack mode needs {n} AP</source>
        <translation>この攻撃形態には{n}APが必要です</translation>
    </message>
    <message>
        <source>this attack mode needs {n} mana</source>
        <translation>この攻撃形態には{n}マナが必要です</translation>
    </message>
    <message>
        <source>this attack mode needs {n} MP (flip a movement token first)</source>
        <translation>この攻撃形態には{n}MPが必要です（先に移動トークンを裏返してください）</translation>
    </message>
    <message>
        <source>choose 1 to {n} direct-hit squares</source>
        <translation>直撃マスを1～{n}個選んでください</translation>
    </message>
    <message>
        <source>choose different direct-hit squares</source>
        <translation>異なる直撃マスを選んでください</translation>
    </message>
    <message>
        <source>that is not a hero-phase action</source>
        <translation>それはヒーローフェイズの行動ではありません</translation>
    </message>
    <message>
        <source>the hero has no such movement token</source>
        <translation>そのヒーローにその移動トークンはありません</translation>
    </message>
    <message>
        <source>that token was set aside by the Harpy&apos;s Screech</source>
        <translation>そのトークンはハーピーの金切り声で脇に置かれています</translation>
    </message>
    <message>
        <source>that movement token is already used</source>
        <translation>その移動トークンはすでに使用済みです</translation>
    </message>
    <message>
        <source>climb down from the watchtower first (2 MP)</source>
        <translation>先に見張り塔から降りてください（2MP）</translation>
    </message>
    <message>
        <source>the hero is already there</source>
        <translation>ヒーローはすでにそこにいます</translation>
    </message>
    <message>
        <source>heroes never enter the fog</source>
        <translation>ヒーローは霧に入れません</translation>
    </message>
    <message>
        <source>a hero can only stop on an empty square</source>
        <translation>ヒーローが止まれるのは空いているマスだけです</translation>
    </message>
    <message>
        <source>no free path leads there (orthogonal steps through empty squares)</source>
        <translation>そこへ行く空いた道がありません（空いているマスを縦横に進みます）</translation>
    </message>
    <message>
        <source>that square is {cost} steps away; {hero} has {mp} MP</source>
        <translation>そのマスまで{cost}歩です。{hero}は{mp}MP</translation>
    </message>
    <message>
        <source>Obstacle Jump goes over a low obstacle or wooden barricade next to the hero</source>
        <translation>障害物跳躍はヒーローの隣の低い障害物か木の防壁を越えます</translation>
    </message>
    <message>
        <source>the landing square beyond the obstacle is not empty</source>
        <translation>障害物の向こうの着地マスが空いていません</translation>
    </message>
    <message>
        <source>climb onto or off a watchtower next to the hero</source>
        <translation>ヒーローの隣の見張り塔に登るか、見張り塔から降りてください</translation>
    </message>
    <message>
        <source>a hero can only climb down onto an empty square</source>
        <translation>見張り塔から降りられるのは空いているマスだけです</translation>
    </message>
    <message>
        <source>there is no watchtower there</source>
        <translation>そこに見張り塔はありません</translation>
    </message>
    <message>
        <source>another hero stands on that watchtower</source>
        <translation>その見張り塔には他のヒーローが立っています</translation>
    </message>
    <message>
        <source>the hero must stand on a warp gate</source>
        <translation>ヒーローはワープゲートの上に立っていなければなりません</translation>
    </message>
    <message>
        <source>teleport to another warp gate</source>
        <translation>別のワープゲートへテレポートしてください</translation>
    </message>
    <message>
        <source>the destination warp gate is not empty</source>
        <translation>行き先のワープゲートが空いていません</translation>
    </message>
    <message>
        <source>the hero has no such weapon or attack mode</source>
        <translation>そのヒーローにその武器や攻撃形態はありません</translation>
    </message>
    <message>
        <source>only an attack with Curse chooses the dice colour</source>
        <translation>ダイスの色を選べるのは呪いを持つ攻撃だけです</translation>
    </message>
    <message>
        <source>the hero has no such scroll</source>
        <translation>そのヒーローはそのスクロールを持っていません</translation>
    </message>
    <message>
        <source>only one attack (punch included) per turn</source>
        <translation>攻撃（パンチを含む）は1手番に1回までです</translation>
    </message>
    <message>
        <source>a punch hits a square next to the hero (north, east, south or west)</source>
        <translation>パンチはヒーローの隣（北・東・南・西）のマスを打ちます</translation>
    </message>
    <message>
        <source>a punch attacks a monster</source>
        <translation>パンチはモンスターを攻撃します</translation>
    </message>
    <message>
        <source>Defence Up at most once per hero phase</source>
        <translation>防御力上昇は1ヒーローフェイズに1回までです</translation>
    </message>
    <message>
        <source>the hero has no such potion</source>
        <translation>そのヒーローはそのポーションを持っていません</translation>
    </message>
    <message>
        <source>no used movement token to recover</source>
        <translation>回復できる使用済みの移動トークンがありません</translation>
    </message>
    <message>
        <source>the hero has no wound to heal</source>
        <translation>そのヒーローには治療する負傷がありません</translation>
    </message>
    <message>
        <source>the hero&apos;s mana is already at its maximum</source>
        <translation>そのヒーローのマナはすでに最大です</translation>
    </message>
    <message>
        <source>no spent AP to recover</source>
        <translation>回復できる使用済みのAPがありません</translation>
    </message>
    <message>
        <source>that card is not Running Boots</source>
        <translation>そのカードはランニングブーツではありません</translation>
    </message>
    <message>
        <source>the next movement token already gives +2 MP</source>
        <translation>次の移動トークンはすでに+2MPです</translation>
    </message>
    <message>
        <source>there is no such ballista</source>
        <translation>そのバリスタはありません</translation>
    </message>
    <message>
        <source>a ballista fires once per hero phase</source>
        <translation>バリスタは1ヒーローフェイズに1回撃てます</translation>
    </message>
    <message>
        <source>a ballista shoots into its own or an adjacent sector</source>
        <translation>バリスタが撃てるのは自身のセクターか隣接セクターです</translation>
    </message>
    <message>
        <source>a ballista shoots at a monster</source>
        <translation>バリスタはモンスターを射撃します</translation>
    </message>
    <message>
        <source>fire the catapult where its 3 x 3 area holds a monster</source>
        <translation>カタパルトは3x3マスの範囲にモンスターがいるところへ撃ってください</translation>
    </message>
    <message>
        <source>there is no such catapult</source>
        <translation>そのカタパルトはありません</translation>
    </message>
    <message>
        <source>the catapult has no projectile token left</source>
        <translation>カタパルトに投擲トークンが残っていません</translation>
    </message>
    <message>
        <source>a catapult shoots into an adjacent or a far sector</source>
        <translation>カタパルトが撃てるのは隣接セクターか遠接セクターです</translation>
    </message>
    <message>
        <source>Monster phase {number} begins.</source>
        <translation>モンスターフェイズ{number}が始まります。</translation>
    </message>
    <message>
        <source>Panic spreads: monsters in the town: {count}; flames leaving the panic track: {removed} (LS-11.4).</source>
        <translation>恐慌の蔓延：町に入ったモンスター{count}体、恐慌トラックから取り除かれる炎タイル{removed}枚（LS-11.4）。</translation>
    </message>
    <message>
        <source>The fate coin shows {side_text} (LS-11.5).</source>
        <translation>運命コインは{side_text}を示しました（LS-11.5）。</translation>
    </message>
    <message>
        <source>The Fallen Harpy screeches from the {side_text} side of the cliff: the heroes in that half discard a movement token (LS-12.14).</source>
        <translation>堕落したハーピーが崖の{side_text}側で金切り声を上げます：その半分にいるヒーローは移動トークンを1枚捨てます（LS-12.14）。</translation>
    </message>
    <message>
        <source>Spawn card {card} is revealed at spawn position {position}.</source>
        <translation>出現位置{position}で出現パターンカード{card}が公開されました。</translation>
    </message>
    <message>
        <source>{monster_text} comes out of the fog on {square}.</source>
        <translation>{monster_text}が{square}で霧から現れます。</translation>
    </message>
    <message>
        <source>{monster_text} cannot spawn on {square}: no empty fog square (LS-A54).</source>
        <translation>{monster_text}は{square}に出現できません：空いている霧のマスがありません（LS-A54）。</translation>
    </message>
    <message>
        <source>{monster_text} does not spawn: every figure is already on the board.</source>
        <translation>{monster_text}は出現しません：フィギュアがすべて盤上にあります。</translation>
    </message>
    <message>
        <source>{monster_text} moves from {from_square} to {to_square}.</source>
        <translation>{monster_text}が{from_square}から{to_square}へ移動します。</translation>
    </message>
    <message>
        <source>The revealed spawn cards are discarded (LS-13.7).</source>
        <translation>公開された出現パターンカードは捨て札になります（LS-13.7）。</translation>
    </message>
    <message>
        <source>The monsters choose their targets; attacks: {count} (LS-15.6).</source>
        <translation>モンスターが攻撃目標を選びます：攻撃{count}回（LS-15.6）。</translation>
    </message>
    <message>
        <source>{monster_text} attacks {target_text} for {damage} damage.</source>
        <translation>{monster_text}が{target_text}に{damage}ダメージの攻撃をします。</translation>
    </message>
    <message>
        <source>{monster_text}&apos;s target is gone: the attack is lost (LS-15.6).</source>
        <translation>{monster_text}の目標は失われました：攻撃は不発です（LS-15.6）。</translation>
    </message>
    <message>
        <source>{monster_text} explodes on {square} (LS-10.6).</source>
        <translation>{monster_text}が{square}で自爆します（LS-10.6）。</translation>
    </message>
    <message>
        <source>{monster_text} is removed from the game (LS-10.9).</source>
        <translation>{monster_text}はゲームから取り除かれます（LS-10.9）。</translation>
    </message>
    <message>
        <source>The monster phase ends (LS-15.7).</source>
        <translation>モンスターフェイズが終わります（LS-15.7）。</translation>
    </message>
    <message>
        <source>An Alerion falls ({dead} of 3).</source>
        <translation>アレリオンが倒れました（3体中{dead}体目）。</translation>
    </message>
    <message>
        <source>The Fallen Harpy dives from the cliff onto {square} (LS-12.8).</source>
        <translation>堕落したハーピーが崖から{square}へ急降下します（LS-12.8）。</translation>
    </message>
    <message>
        <source>Dive Bomb: 2 damage to everything around {square} (LS-12.4).</source>
        <translation>ダイブボム：{square}の周囲すべてに2ダメージ（LS-12.4）。</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>the magic circle has lost its last mage</source>
        <translation>魔法陣が最後の魔術師を失いました</translation>
    </message>
    <message>
        <source>no hero is left on the battlefield</source>
        <translation>戦場にヒーローが1人も残っていません</translation>
    </message>
    <message>
        <source>{hero} has died</source>
        <translation>{hero}が死亡しました</translation>
    </message>
    <message>
        <source>the boss is defeated: the scenario is won</source>
        <translation>ボスを倒しました：シナリオの勝利です</translation>
    </message>
    <message>
        <source>neither city quest was solved by the end of night 2</source>
        <translation>第2夜の終わりまでに都市クエストが1つも解決されませんでした</translation>
    </message>
    <message>
        <source>the town was defended through the night</source>
        <translation>町は夜を守り抜きました</translation>
    </message>
    <message>
        <source>night {night} is survived: every spawn card revealed and the monsters&apos; HP is at most the number of heroes</source>
        <translation>第{night}夜を生き延びました：出現パターンカードはすべて公開され、残るモンスターのHPはヒーローの人数以下です</translation>
    </message>
    <message>
        <source>The night is over</source>
        <translation>夜は終わりました</translation>
    </message>
    <message>
        <source>It is not your decision now</source>
        <translation>今はあなたの判断ではありません</translation>
    </message>
    <message>
        <source>It is {hero}&apos;s decision now</source>
        <translation>今は{hero}の判断です</translation>
    </message>
    <message>
        <source>That is not a choice now</source>
        <translation>今はそれを選べません</translation>
    </message>
    <message>
        <source>Only a ready Priest Armor can save a dying ally</source>
        <translation>死にかけた味方を救えるのは使用可能なプリーストアーマーだけです</translation>
    </message>
    <message>
        <source>Choose one of your movement tokens still at hand</source>
        <translation>手元に残っている移動トークンを1枚選んでください</translation>
    </message>
    <message>
        <source>Choose the hero who starts the game first</source>
        <translation>先にゲームを始めるヒーローを選んでください</translation>
    </message>
    <message>
        <source>That hero is already in play</source>
        <translation>そのヒーローはすでにプレイ中です</translation>
    </message>
    <message>
        <source>At most {n} heroes can be in play at the same time</source>
        <translation>同時にプレイできるヒーローは{n}人までです</translation>
    </message>
    <message>
        <source>Recruiting this hero costs {cost} gold; you have {gold}</source>
        <translation>このヒーローの登用には{cost}ゴールドかかります。所持は{gold}ゴールドです</translation>
    </message>
    <message>
        <source>The Last Spell — Night</source>
        <translation>ザ・ラストスペル ─ 夜間</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>夜</translation>
    </message>
    <message>
        <source>Introductory scenario (night 1)</source>
        <translation>導入シナリオ（第1夜）</translation>
    </message>
    <message>
        <source>Gildenberg — night 1</source>
        <translation>ギルデンベルク ─ 第1夜</translation>
    </message>
    <message>
        <source>Gildenberg — night 2</source>
        <translation>ギルデンベルク ─ 第2夜</translation>
    </message>
    <message>
        <source>Gildenberg — night 3 (the Fallen Harpy)</source>
        <translation>ギルデンベルク ─ 第3夜（堕落したハーピー）</translation>
    </message>
    <message>
        <source>Lakeburg — night 1 (water)</source>
        <translation>レイクバーグ ─ 第1夜（水辺）</translation>
    </message>
    <message>
        <source>Lakeburg — night 2</source>
        <translation>レイクバーグ ─ 第2夜</translation>
    </message>
    <message>
        <source>Lakeburg — night 3 (the Rotting Whale-Dragon Cetusia)</source>
        <translation>レイクバーグ ─ 第3夜（腐れ鯨竜セトゥーシア）</translation>
    </message>
    <message>
        <source>Glenwald — night 1 (trees)</source>
        <translation>グレンヴァルト ─ 第1夜（樹木）</translation>
    </message>
    <message>
        <source>Glenwald — night 2</source>
        <translation>グレンヴァルト ─ 第2夜</translation>
    </message>
    <message>
        <source>Glenwald — night 3 (the Corrupted Dryad)</source>
        <translation>グレンヴァルト ─ 第3夜（堕落したドライアド）</translation>
    </message>
    <message>
        <source>The Last Spell is played by 1 to 4 players (one alone plays solo), not {n}</source>
        <translation>ザ・ラストスペルは1～4人で遊びます（1人ならソロ）。{n}人ではできません</translation>
    </message>
    <message>
        <source>Unknown night &quot;{name}&quot;; choose one of: {names}</source>
        <translation>「{name}」という夜はありません。次から選んでください：{names}</translation>
    </message>
    <message>
        <source>{hero} is not on the battlefield</source>
        <translation>{hero}は戦場にいません</translation>
    </message>
    <message>
        <source>a melee attack must aim at a square next to the hero (north, east, south or west)</source>
        <translation>近接攻撃はヒーローの隣（北・東・南・西）のマスを狙います</translation>
    </message>
    <message>
        <source>this attack reaches 1 or 2 squares in a straight line from the hero</source>
        <translation>この攻撃はヒーローから縦横一直線に1～2マス届きます</translation>
    </message>
    <message>
        <source>this ability aims at the hero&apos;s own square</source>
        <translation>この能力はヒーロー自身のマスを狙います</translation>
    </message>
    <message>
        <source>that square is not in a sector this attack mode reaches</source>
        <translation>そのマスはこの攻撃形態が届くセクターにありません</translation>
    </message>
    <message>
        <source>choose another hero for this ability</source>
        <translation>この能力では他のヒーローを選んでください</translation>
    </message>
    <message>
        <source>choose a hero (or the user) for this ability</source>
        <translation>この能力ではヒーロー（使用者を含む）を選んでください</translation>
    </message>
    <message>
        <source>a ranged weapon cannot target a square inside the hero&apos;s own area</source>
        <translation>遠隔武器はヒーロー自身のエリア内のマスを狙えません</translation>
    </message>
    <message>
        <source>the hero has no line of sight to that square</source>
        <translation>ヒーローからそのマスへの射線が通っていません</translation>
    </message>
    <message>
        <source>this attack cannot aim at a square inside a tree&apos;s area</source>
        <translation>この攻撃は樹木のエリア内のマスを狙えません</translation>
    </message>
    <message>
        <source>the hero can only move to an empty square</source>
        <translation>ヒーローが移動できるのは空いているマスだけです</translation>
    </message>
    <message>
        <source>the square beyond the three attacked squares must be empty</source>
        <translation>攻撃した3マスの先のマスが空いていなければなりません</translation>
    </message>
    <message>
        <source>nothing can be aimed at on the cliff</source>
        <translation>崖の上は狙えません</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>アーチャー</translation>
    </message>
    <message>
        <source>Armored</source>
        <translation>アーマード</translation>
    </message>
    <message>
        <source>Clawer</source>
        <translation>クロウアー</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>ランナー</translation>
    </message>
    <message>
        <source>Boomer</source>
        <translation>ブーマー</translation>
    </message>
    <message>
        <source>Winged</source>
        <translation>ウィングド</translation>
    </message>
    <message>
        <source>Accursed</source>
        <translation>アカースト</translation>
    </message>
    <message>
        <source>Red Bulky</source>
        <translation>赤のバルキー</translation>
    </message>
    <message>
        <source>Green Bulky</source>
        <translation>緑のバルキー</translation>
    </message>
    <message>
        <source>Blue Bulky</source>
        <translation>青のバルキー</translation>
    </message>
    <message>
        <source>Alerion</source>
        <translation>アレリオン</translation>
    </message>
    <message>
        <source>Fallen Harpy</source>
        <translation>堕落したハーピー</translation>
    </message>
    <message>
        <source>Hatchery</source>
        <translation>孵化場</translation>
    </message>
    <message>
        <source>Seed Cannon</source>
        <translation>種子砲</translation>
    </message>
    <message>
        <source>Monolith</source>
        <translation>モノリス</translation>
    </message>
    <message>
        <source>house</source>
        <translation>民家</translation>
    </message>
    <message>
        <source>stone wall</source>
        <translation>石の防壁</translation>
    </message>
    <message>
        <source>wooden barricade</source>
        <translation>木の防壁</translation>
    </message>
    <message>
        <source>wooden gate</source>
        <translation>木の門</translation>
    </message>
    <message>
        <source>stone gate</source>
        <translation>石の門</translation>
    </message>
    <message>
        <source>ballista</source>
        <translation>バリスタ</translation>
    </message>
    <message>
        <source>catapult</source>
        <translation>カタパルト</translation>
    </message>
    <message>
        <source>watchtower</source>
        <translation>見張り塔</translation>
    </message>
    <message>
        <source>warp gate</source>
        <translation>ワープゲート</translation>
    </message>
    <message>
        <source>Cetusia&apos;s head</source>
        <translation>セトゥーシアの頭</translation>
    </message>
    <message>
        <source>Cetusia&apos;s tail</source>
        <translation>セトゥーシアの尾</translation>
    </message>
    <message>
        <source>Corrupted Dryad</source>
        <translation>堕落したドライアド</translation>
    </message>
    <message>
        <source>the magic circle</source>
        <translation>魔法陣</translation>
    </message>
    <message>
        <source>green potion</source>
        <translation>緑のポーション</translation>
    </message>
    <message>
        <source>red potion</source>
        <translation>赤のポーション</translation>
    </message>
    <message>
        <source>blue potion</source>
        <translation>青のポーション</translation>
    </message>
    <message>
        <source>yellow potion</source>
        <translation>黄のポーション</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>hit + stun</source>
        <translation>命中＋スタン</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>dodge + stun</source>
        <translation>回避＋スタン</translation>
    </message>
    <message>
        <source>armour + stun</source>
        <translation>装甲＋スタン</translation>
    </message>
    <message>
        <source>the introductory scenario</source>
        <translation>導入シナリオ</translation>
    </message>
    <message>
        <source>Gildenberg, night 1</source>
        <translation>ギルデンベルク 第1夜</translation>
    </message>
    <message>
        <source>Gildenberg, night 2</source>
        <translation>ギルデンベルク 第2夜</translation>
    </message>
    <message>
        <source>Gildenberg, night 3</source>
        <translation>ギルデンベルク 第3夜</translation>
    </message>
    <message>
        <source>Lakeburg, night 1</source>
        <translation>レイクバーグ 第1夜</translation>
    </message>
    <message>
        <source>Lakeburg, night 2</source>
        <translation>レイクバーグ 第2夜</translation>
    </message>
    <message>
        <source>Lakeburg, night 3</source>
        <translation>レイクバーグ 第3夜</translation>
    </message>
    <message>
        <source>Glenwald, night 1</source>
        <translation>グレンヴァルト 第1夜</translation>
    </message>
    <message>
        <source>Glenwald, night 2</source>
        <translation>グレンヴァルト 第2夜</translation>
    </message>
    <message>
        <source>Glenwald, night 3</source>
        <translation>グレンヴァルト 第3夜</translation>
    </message>
    <message>
        <source>Night falls on {scenario_text} ({heroes} heroes).</source>
        <translation>{scenario_text}に夜が訪れます（ヒーロー{heroes}人）。</translation>
    </message>
    <message>
        <source>The heroes take their places; the night begins.</source>
        <translation>ヒーローが配置につき、夜が始まります。</translation>
    </message>
    <message>
        <source>{hero_name} joins the night (cost {cost} gold, {gold} left).</source>
        <translation>{hero_name}が夜に加わります（{cost}ゴールド、残り{gold}ゴールド）。</translation>
    </message>
    <message>
        <source>{hero_name} sets a movement token of {value} aside (LS-12.14).</source>
        <translation>{hero_name}は値{value}の移動トークンを脇に置きます（LS-12.14）。</translation>
    </message>
    <message>
        <source>Night {night} is over: the monsters left have {hp} HP.</source>
        <translation>第{night}夜が終わりました：残るモンスターのHPは{hp}です。</translation>
    </message>
    <message>
        <source>Town Panic Management: the stash gains {rewards_text}.</source>
        <translation>町の恐慌管理：共有財産に{rewards_text}を得ます。</translation>
    </message>
    <message>
        <source>The panic track is empty: nothing is gained, and each of its {spaces} spaces gets one flame.</source>
        <translation>恐慌トラックは空です：何も得られず、{spaces}か所のマスそれぞれに炎タイルを1枚置きます。</translation>
    </message>
    <message>
        <source>Shadow Network: the panic track&apos;s resources go to the shared chest: {rewards_text}.</source>
        <translation>影のネットワーク：恐慌トラックの資源が共有チェストに入ります：{rewards_text}。</translation>
    </message>
    <message>
        <source>City quests solved: {quests_text}.</source>
        <translation>解決した都市クエスト：{quests_text}。</translation>
    </message>
    <message>
        <source>{outcome}: {reason}</source>
        <translation>{outcome}：{reason}</translation>
    </message>
    <message>
        <source>Hero phase: every hero gets back its AP and movement tokens (LS-16.1).</source>
        <translation>ヒーローフェイズ：すべてのヒーローがAPと移動トークンを回復します（LS-16.1）。</translation>
    </message>
    <message>
        <source>{hero_name}&apos;s turn.</source>
        <translation>{hero_name}の手番です。</translation>
    </message>
    <message>
        <source>{hero_name} flips a movement token: {mp} MP to spend.</source>
        <translation>{hero_name}が移動トークンを裏返します：使えるMPは{mp}です。</translation>
    </message>
    <message>
        <source>{hero_name} moves from {from_square} to {to_square} ({cost} MP).</source>
        <translation>{hero_name}が{from_square}から{to_square}へ移動します（{cost}MP）。</translation>
    </message>
    <message>
        <source>{hero_name} attacks {squares_text}.</source>
        <translation>{hero_name}が{squares_text}を攻撃します。</translation>
    </message>
    <message>
        <source>{monster_text} rolls {faces_text}: {outcome_text}.</source>
        <translation>{monster_text}の防御ロール{faces_text}：{outcome_text}。</translation>
    </message>
    <message>
        <source>{hero_name} ends the turn.</source>
        <translation>{hero_name}が手番を終えます。</translation>
    </message>
    <message>
        <source>{hero_name} is about to take {amount} damage.</source>
        <translation>{hero_name}が{amount}ダメージを受けようとしています。</translation>
    </message>
    <message>
        <source>{hero_name} uses {card_text}.</source>
        <translation>{hero_name}が{card_text}を使います。</translation>
    </message>
    <message>
        <source>{hero_name} takes {amount} damage ({wounds} wounds of {hp} HP).</source>
        <translation>{hero_name}が{amount}ダメージを受けます（HP{hp}に対し負傷{wounds}）。</translation>
    </message>
    <message>
        <source>{hero_name} raises the guard: Defence Up (LS-16.10).</source>
        <translation>{hero_name}が守りを固めます：防御力上昇（LS-16.10）。</translation>
    </message>
    <message>
        <source>{hero_name}&apos;s Defence Up takes 1 off the damage (LS-16.10).</source>
        <translation>{hero_name}の防御力上昇でダメージが1減ります（LS-16.10）。</translation>
    </message>
    <message>
        <source>{hero_name} recovers {amount} mana ({mana} now).</source>
        <translation>{hero_name}がマナを{amount}回復します（現在{mana}）。</translation>
    </message>
    <message>
        <source>{hero_name} drinks the {potion_text}.</source>
        <translation>{hero_name}が{potion_text}を飲みます。</translation>
    </message>
    <message>
        <source>{monster_text} takes {amount} damage ({wounds} of {hp} HP).</source>
        <translation>{monster_text}が{amount}ダメージを受けます（HP{hp}に対し負傷{wounds}）。</translation>
    </message>
    <message>
        <source>{monster_text} is defeated.</source>
        <translation>{monster_text}を倒しました。</translation>
    </message>
    <message>
        <source>{monster_text} is stunned (LS-9.8).</source>
        <translation>{monster_text}はスタンしました（LS-9.8）。</translation>
    </message>
    <message>
        <source>The hero phase ends (LS-16.13).</source>
        <translation>ヒーローフェイズが終わります（LS-16.13）。</translation>
    </message>
    <message>
        <source>The {structure_text} takes {amount} damage ({damage} of {durability}).</source>
        <translation>{structure_text}が{amount}ダメージを受けます（耐久{durability}に対し{damage}）。</translation>
    </message>
    <message>
        <source>The {structure_text} is destroyed.</source>
        <translation>{structure_text}が破壊されました。</translation>
    </message>
    <message>
        <source>{hero_name} fires the {structure_text} at {target_square}.</source>
        <translation>{hero_name}が{structure_text}で{target_square}を撃ちます。</translation>
    </message>
    <message>
        <source>{hero_name} recovers a movement token of {value}.</source>
        <translation>{hero_name}が値{value}の移動トークンを回復します。</translation>
    </message>
    <message>
        <source>{hero_name}&apos;s movement tokens set aside come back ({count}).</source>
        <translation>{hero_name}の脇に置かれた移動トークンが戻ります（{count}枚）。</translation>
    </message>
    <message>
        <source>{hero_name} recovers {card_text}.</source>
        <translation>{hero_name}が{card_text}を回復します。</translation>
    </message>
    <message>
        <source>{hero_name} uses the Running Boots: the next token gives 2 more MP.</source>
        <translation>{hero_name}がランニングブーツを使います：次のトークンのMPが2増えます。</translation>
    </message>
    <message>
        <source>{hero_name} dies (LS-4.2).</source>
        <translation>{hero_name}が死亡しました（LS-4.2）。</translation>
    </message>
    <message>
        <source>{hero_name} falls: a Priest Armor can still save them (LS-23.23).</source>
        <translation>{hero_name}が倒れました：プリーストアーマーならまだ救えます（LS-23.23）。</translation>
    </message>
    <message>
        <source>The Priest Armor is not used.</source>
        <translation>プリーストアーマーは使われません。</translation>
    </message>
    <message>
        <source>{hero_name}&apos;s Priest Armor saves an ally (LS-23.23).</source>
        <translation>{hero_name}のプリーストアーマーが味方を救います（LS-23.23）。</translation>
    </message>
    <message>
        <source>A wound is healed: {hero_name} has {wounds} wounds.</source>
        <translation>負傷が治療されました：{hero_name}の負傷は{wounds}です。</translation>
    </message>
    <message>
        <source>{hero_name} is freed (LS-21.31).</source>
        <translation>{hero_name}が解放されました（LS-21.31）。</translation>
    </message>
    <message>
        <source>{hero_name} supports an ally ({effect_text}).</source>
        <translation>{hero_name}が味方を支援します（{effect_text}）。</translation>
    </message>
    <message>
        <source>1 AP back</source>
        <translation>AP1回復</translation>
    </message>
    <message>
        <source>a movement token back</source>
        <translation>移動トークン1枚回復</translation>
    </message>
    <message>
        <source>{n} gold</source>
        <translation>{n}ゴールド</translation>
    </message>
    <message>
        <source>{n} wood</source>
        <translation>木材{n}</translation>
    </message>
    <message>
        <source>{n} stone</source>
        <translation>石材{n}</translation>
    </message>
    <message>
        <source>no hit</source>
        <translation>命中なし</translation>
    </message>
    <message>
        <source>, stunned</source>
        <translation>、スタン</translation>
    </message>
    <message>
        <source>{hero_name} is done for this hero phase.</source>
        <translation>{hero_name}はこのヒーローフェイズの行動を終えます。</translation>
    </message>
    <message>
        <source>the {structure}</source>
        <translation>{structure}</translation>
    </message>
    <message>
        <source>everything around it</source>
        <translation>周囲のすべて</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>The magic circle loses mages: {amount} (left: {mages}) (LS-15.4).</source>
        <translation>魔法陣の魔術師が失われました：{amount}人（残り{mages}人）（LS-15.4）。</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>敗北</translation>
    </message>
    <message>
        <source>Flip a movement token ({value} MP)</source>
        <translation>移動トークンを裏返す（{value}MP）</translation>
    </message>
    <message>
        <source>Move to {square}</source>
        <translation>{square}へ移動</translation>
    </message>
    <message>
        <source>Obstacle Jump over {square} (3 MP)</source>
        <translation>{square}を越えて障害物跳躍（3MP）</translation>
    </message>
    <message>
        <source>Climb to {square} (2 MP)</source>
        <translation>{square}へ登る／降りる（2MP）</translation>
    </message>
    <message>
        <source>Warp to the gate on {square} (2 MP, 1 mana)</source>
        <translation>{square}のゲートへワープ（2MP、1マナ）</translation>
    </message>
    <message>
        <source>{weapon}: {mode} on {squares}</source>
        <translation>{weapon}：{mode}を{squares}へ</translation>
    </message>
    <message>
        <source>Read {scroll} on {squares}</source>
        <translation>{scroll}を{squares}へ読む</translation>
    </message>
    <message>
        <source>Punch {square} (1 AP)</source>
        <translation>{square}をパンチ（1AP）</translation>
    </message>
    <message>
        <source>Defence Up (1 AP)</source>
        <translation>防御力上昇（1AP）</translation>
    </message>
    <message>
        <source>Drink the {potion}</source>
        <translation>{potion}を飲む</translation>
    </message>
    <message>
        <source>Recover {armour}</source>
        <translation>{armour}を回復</translation>
    </message>
    <message>
        <source>Use {armour}: the next token gives +2 MP</source>
        <translation>{armour}を使う：次のトークンは+2MP</translation>
    </message>
    <message>
        <source>Use {armour}</source>
        <translation>{armour}を使う</translation>
    </message>
    <message>
        <source> and take 1 more damage for its bonus</source>
        <translation>（さらに1ダメージを受けて効果を得る）</translation>
    </message>
    <message>
        <source>Fire the ballista at {square}</source>
        <translation>バリスタで{square}を撃つ</translation>
    </message>
    <message>
        <source>Fire the catapult at {square}</source>
        <translation>カタパルトで{square}を撃つ</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>Done for this hero phase</source>
        <translation>このヒーローフェイズは終了</translation>
    </message>
    <message>
        <source>Magic reroll of target {n} (1 mana)</source>
        <translation>目標{n}の魔法の振り直し（1マナ）</translation>
    </message>
    <message>
        <source>Reroll target {n}&apos;s defence dice</source>
        <translation>目標{n}の防御ダイスを振り直す</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>ダイスを確定する</translation>
    </message>
    <message>
        <source>Take the damage</source>
        <translation>ダメージを受ける</translation>
    </message>
    <message>
        <source>Set aside the movement token of {value}</source>
        <translation>値{value}の移動トークンを脇に置く</translation>
    </message>
    <message>
        <source>Let the ally fall</source>
        <translation>味方を見送る</translation>
    </message>
    <message>
        <source>Use Priest Armor: the ally survives</source>
        <translation>プリーストアーマーを使う：味方は生き延びる</translation>
    </message>
    <message>
        <source>Recruit {hero}</source>
        <translation>{hero}を登用</translation>
    </message>
    <message>
        <source>Begin the night</source>
        <translation>夜を始める</translation>
    </message>
    <message>
        <source>Cetusia stays under the lakes in the first monster phase of the night (LS-20.13).</source>
        <translation>セトゥーシアは夜の最初のモンスターフェイズには湖の下にとどまります（LS-20.13）。</translation>
    </message>
    <message>
        <source>The {cards} Cetusia spawn cards are shuffled into a new deck (LS-20.17).</source>
        <translation>セトゥーシアの出現カード{cards}枚を切り混ぜて新しい山札にします（LS-20.17）。</translation>
    </message>
    <message>
        <source>Cetusia spawn card {card} is revealed (LS-20.14).</source>
        <translation>セトゥーシアの出現カード{card}が公開されました（LS-20.14）。</translation>
    </message>
    <message>
        <source>{monster_text} surfaces on {squares_text} (LS-20.14).</source>
        <translation>{monster_text}が{squares_text}に浮上します（LS-20.14）。</translation>
    </message>
    <message>
        <source>{monster_text} on {square} is swept away by Cetusia (LS-20.16).</source>
        <translation>{square}の{monster_text}はセトゥーシアに押し流されます（LS-20.16）。</translation>
    </message>
    <message>
        <source>The {structure_text} on {square} is swept away by Cetusia (LS-20.16).</source>
        <translation>{square}の{structure_text}はセトゥーシアに押し流されます（LS-20.16）。</translation>
    </message>
    <message>
        <source>{hero_name} is pushed toward the fog from {from_square} to {to_square} (LS-20.15).</source>
        <translation>{hero_name}は霧の方へ押し出され、{from_square}から{to_square}へ移ります（LS-20.15）。</translation>
    </message>
    <message>
        <source>{monster_text} uses {attack_text}: {damage} damage to everything on {squares_text} (LS-20.3).</source>
        <translation>{monster_text}の{attack_text}：{squares_text}にあるすべてに{damage}ダメージ（LS-20.3）。</translation>
    </message>
    <message>
        <source>{monster_text} is beaten: head and tail turn to form 2, their wounds cleared (LS-20.10).</source>
        <translation>{monster_text}を打ち倒しました：頭と尾は形態2になり、負傷は取り除かれます（LS-20.10）。</translation>
    </message>
    <message>
        <source>{monster_text} is beaten in form 2 and removed from the game (LS-20.11, LS-20.12).</source>
        <translation>{monster_text}は形態2で打ち倒され、ゲームから取り除かれます（LS-20.11、LS-20.12）。</translation>
    </message>
    <message>
        <source>The spawn direction card {card} does not show the Corrupted Dryad: it does not come tonight (LS-21.19).</source>
        <translation>出現方向カード{card}に堕落したドライアドは描かれていません：今夜は現れません（LS-21.19）。</translation>
    </message>
    <message>
        <source>Spawn card {card} is taken from spawn position {position} for the Corrupted Dryad (LS-21.20).</source>
        <translation>堕落したドライアドのため、出現位置{position}から出現パターンカード{card}を取ります（LS-21.20）。</translation>
    </message>
    <message>
        <source>The Corrupted Dryad takes root on {squares_text} behind five monoliths (LS-21.21, LS-21.23).</source>
        <translation>堕落したドライアドが5つのモノリスの後ろ、{squares_text}に根を下ろします（LS-21.21、LS-21.23）。</translation>
    </message>
    <message>
        <source>{monster_text} on {square} is removed to make room (LS-21.22, LS-21.32).</source>
        <translation>場所を空けるため{square}の{monster_text}を取り除きます（LS-21.22、LS-21.32）。</translation>
    </message>
    <message>
        <source>The {structure_text} on {square} is removed to make room (LS-21.22, LS-21.32).</source>
        <translation>場所を空けるため{square}の{structure_text}を取り除きます（LS-21.22、LS-21.32）。</translation>
    </message>
    <message>
        <source>{hero_name} is pushed toward the fog from {from_square} to {to_square} (LS-21.22).</source>
        <translation>{hero_name}は霧の方へ押し出され、{from_square}から{to_square}へ移ります（LS-21.22）。</translation>
    </message>
    <message>
        <source>The Corrupted Dryad&apos;s growth track stands at {stage_text} (LS-21.24, LS-21.26).</source>
        <translation>堕落したドライアドの成長トラックは{stage_text}です（LS-21.24、LS-21.26）。</translation>
    </message>
    <message>
        <source>Spawn cards remain: the Corrupted Dryad does not grow this monster phase (LS-21.26).</source>
        <translation>出現パターンカードが残っています：このモンスターフェイズに堕落したドライアドは成長しません（LS-21.26）。</translation>
    </message>
    <message>
        <source>The mature Corrupted Dryad deals {amount} damage to the magic circle (LS-21.26).</source>
        <translation>成熟した堕落したドライアドが魔法陣に{amount}ダメージを与えます（LS-21.26）。</translation>
    </message>
    <message>
        <source>Spawn cards remain: the Corrupted Dryad&apos;s boss step is skipped (LS-21.26).</source>
        <translation>出現パターンカードが残っています：堕落したドライアドのボスステップは飛ばします（LS-21.26）。</translation>
    </message>
    <message>
        <source>A hatchery appears on {square}, first hatch side up (LS-21.33).</source>
        <translation>{square}に孵化場が現れます。第1孵化面が表です（LS-21.33）。</translation>
    </message>
    <message>
        <source>A seed cannon appears on {square} (LS-21.29).</source>
        <translation>{square}に種子砲が現れます（LS-21.29）。</translation>
    </message>
    <message>
        <source>{hero_name} is trapped under the {monster_text} on {square} (LS-21.30).</source>
        <translation>{hero_name}は{square}の{monster_text}の下に捕らわれます（LS-21.30）。</translation>
    </message>
    <message>
        <source>{monster_text} hatches on {square} (LS-21.27, LS-21.33).</source>
        <translation>{square}で{monster_text}が孵化します（LS-21.27、LS-21.33）。</translation>
    </message>
    <message>
        <source>{monster_text} hatches on {square} in place of a missing figure (LS-21.28).</source>
        <translation>足りないフィギュアの代わりに、{square}で{monster_text}が孵化します（LS-21.28）。</translation>
    </message>
    <message>
        <source>The hatchery on {square} turns to its second hatch side (LS-21.27).</source>
        <translation>{square}の孵化場を第2孵化面に裏返します（LS-21.27）。</translation>
    </message>
    <message>
        <source>The hatchery on {square} is spent and discarded (LS-21.27).</source>
        <translation>{square}の孵化場は使い切られ、捨てられます（LS-21.27）。</translation>
    </message>
    <message>
        <source>{monster_text} cannot hatch on {square}: no empty square toward the town.</source>
        <translation>{square}で{monster_text}は孵化できません：町の方向に空きマスがありません。</translation>
    </message>
    <message>
        <source>The {monster_text} of spawn card {card} finds no square to appear on.</source>
        <translation>出現パターンカード{card}の{monster_text}は現れるマスがありません。</translation>
    </message>
    <message>
        <source>At most {cap} hatcheries and seed cannons come in one boss step: {ignored} more are ignored (LS-21.29).</source>
        <translation>1回のボスステップで現れる孵化場と種子砲は最大{cap}個です：残り{ignored}個は無視します（LS-21.29）。</translation>
    </message>
    <message>
        <source>The {monster_text} that held {hero_name} is removed (LS-21.31).</source>
        <translation>{hero_name}を捕らえていた{monster_text}が取り除かれます（LS-21.31）。</translation>
    </message>
    <message>
        <source>The {monster_text} holding {hero_name} deals {amount} damage (LS-21.30).</source>
        <translation>{hero_name}を捕らえている{monster_text}が{amount}ダメージを与えます（LS-21.30）。</translation>
    </message>
    <message>
        <source>The Corrupted Dryad strikes sectors {sectors_text}: {damage} damage to every hero and structure there (LS-21.13).</source>
        <translation>堕落したドライアドがセクター{sectors_text}を打ちます：そこにいるすべてのヒーローと建造物に{damage}ダメージ（LS-21.13）。</translation>
    </message>
    <message>
        <source>The Corrupted Dryad is still germinating: it takes no damage (LS-21.16).</source>
        <translation>堕落したドライアドはまだ発芽中です：ダメージを受けません（LS-21.16）。</translation>
    </message>
    <message>
        <source>a ranged weapon can never target an enemy standing in the hero&apos;s own area, even partly or through the attack&apos;s area</source>
        <translation>遠隔武器は、ヒーローのエリア内に(一部でも)いる敵を、攻撃範囲に巻き込む形でも決して対象にできません</translation>
    </message>
    <message>
        <source>Curse: leave the monster its own dice</source>
        <translation>呪い：モンスター本来のダイスのままにする</translation>
    </message>
    <message>
        <source>Curse: {colour} dice</source>
        <translation>呪い：{colour}のダイス</translation>
    </message>
    <message>
        <source>End the Propagation chain</source>
        <translation>伝播を終える</translation>
    </message>
    <message>
        <source>Attack the {structure} on {square}</source>
        <translation>{square}の{structure}を攻撃させる</translation>
    </message>
    <message>
        <source>Propagation on to the {monster} on {square}</source>
        <translation>{square}の{monster}へ伝播する</translation>
    </message>
    <message>
        <source>The {monster} on {square} rolls against the explosion</source>
        <translation>{square}の{monster}が自爆に対して防御ダイスを振る</translation>
    </message>
    <message>
        <source>{hero_name} chooses the {monster_text} on {square} to roll against the explosion (LS-10.7).</source>
        <translation>{hero_name}が、自爆に対して防御ダイスを振るモンスターに{square}の{monster_text}を選びます（LS-10.7）。</translation>
    </message>
    <message>
        <source>{hero_name} chooses the {structure_text} on {square} as the {monster_text}&apos;s target (LS-8.12).</source>
        <translation>{hero_name}が、{monster_text}の攻撃対象に{square}の{structure_text}を選びます（LS-8.12）。</translation>
    </message>
    <message>
        <source>{hero_name} curses the dice: {colour_text} (LS-22.36).</source>
        <translation>{hero_name}がダイスを呪います：{colour_text}（LS-22.36）。</translation>
    </message>
    <message>
        <source>{hero_name} leaves the monster its own dice (LS-22.36).</source>
        <translation>{hero_name}はモンスター本来のダイスのままにします（LS-22.36）。</translation>
    </message>
    <message>
        <source>{hero_name} carries the Propagation on to the {monster_text} on {square} (LS-22.32).</source>
        <translation>{hero_name}が{square}の{monster_text}へ伝播させます（LS-22.32）。</translation>
    </message>
    <message>
        <source>{hero_name} ends the Propagation chain (LS-22.32).</source>
        <translation>{hero_name}が伝播を終えます（LS-22.32）。</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <source>There is nothing to choose now</source>
        <translation>今は選ぶものがありません</translation>
    </message>
    <message>
        <source>That is not one of the options to choose from</source>
        <translation>それは選択肢のひとつではありません</translation>
    </message>
</context>
<context>
    <name>LastSpellScene</name>
    <message>
        <source>Ar</source>
        <translation>弓</translation>
    </message>
    <message>
        <source>Am</source>
        <translation>鎧</translation>
    </message>
    <message>
        <source>Cl</source>
        <translation>爪</translation>
    </message>
    <message>
        <source>Ru</source>
        <translation>走</translation>
    </message>
    <message>
        <source>Bo</source>
        <translation>爆</translation>
    </message>
    <message>
        <source>Wi</source>
        <translation>翼</translation>
    </message>
    <message>
        <source>Ac</source>
        <translation>呪</translation>
    </message>
    <message>
        <source>Bu</source>
        <translation>巨</translation>
    </message>
    <message>
        <source>Al</source>
        <translation>鷲</translation>
    </message>
    <message>
        <source>Hp</source>
        <translation>ハ</translation>
    </message>
    <message>
        <source>Ha</source>
        <translation>巣</translation>
    </message>
    <message>
        <source>Sc</source>
        <translation>砲</translation>
    </message>
    <message>
        <source>Ce</source>
        <translation>頭</translation>
    </message>
    <message>
        <source>Ct</source>
        <translation>尾</translation>
    </message>
    <message>
        <source>Dr</source>
        <translation>樹</translation>
    </message>
    <message>
        <source>Mo</source>
        <translation>碑</translation>
    </message>
    <message>
        <source>current sector</source>
        <translation>現在のセクター</translation>
    </message>
    <message>
        <source>adjacent sectors</source>
        <translation>隣接セクター</translation>
    </message>
    <message>
        <source>far sectors</source>
        <translation>遠接セクター</translation>
    </message>
    <message>
        <source>current + adjacent sectors</source>
        <translation>現在＋隣接セクター</translation>
    </message>
    <message>
        <source>adjacent + far sectors</source>
        <translation>隣接＋遠接セクター</translation>
    </message>
    <message>
        <source>1-2 squares in a line</source>
        <translation>直線上の1～2マス</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>近接</translation>
    </message>
    <message>
        <source>own square</source>
        <translation>自分のマス</translation>
    </message>
    <message>
        <source>1 square</source>
        <translation>1マス</translation>
    </message>
    <message>
        <source>1 square + stun</source>
        <translation>1マス＋スタン</translation>
    </message>
    <message>
        <source>move there</source>
        <translation>そこへ移動</translation>
    </message>
    <message>
        <source>line of 2</source>
        <translation>直線2マス</translation>
    </message>
    <message>
        <source>line of 3</source>
        <translation>直線3マス</translation>
    </message>
    <message>
        <source>line of 3, then move</source>
        <translation>直線3マス、その後移動</translation>
    </message>
    <message>
        <source>cross of 5</source>
        <translation>十字5マス</translation>
    </message>
    <message>
        <source>cross of 5 + stun</source>
        <translation>十字5マス＋スタン</translation>
    </message>
    <message>
        <source>3x2 rectangle</source>
        <translation>3×2の長方形</translation>
    </message>
    <message>
        <source>fan of 9</source>
        <translation>扇形9マス</translation>
    </message>
    <message>
        <source>3x3 square</source>
        <translation>3×3の正方形</translation>
    </message>
    <message>
        <source>3x3 square + stun</source>
        <translation>3×3の正方形＋スタン</translation>
    </message>
    <message>
        <source>the 8 squares around</source>
        <translation>周囲8マス</translation>
    </message>
    <message>
        <source>Perimeter</source>
        <translation>周囲</translation>
    </message>
    <message>
        <source>Area effect</source>
        <translation>範囲効果</translation>
    </message>
    <message>
        <source>Armour piercing</source>
        <translation>防具貫通</translation>
    </message>
    <message>
        <source>Follow-up</source>
        <translation>追撃</translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation>孤立</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>視界</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>機動</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>突進</translation>
    </message>
    <message>
        <source>No dodge</source>
        <translation>回避不可</translation>
    </message>
    <message>
        <source>Propagation</source>
        <translation>伝播</translation>
    </message>
    <message>
        <source>Stun</source>
        <translation>スタン</translation>
    </message>
    <message>
        <source>Recover AP</source>
        <translation>AP回復</translation>
    </message>
    <message>
        <source>Recover a token</source>
        <translation>トークン回復</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>呪い</translation>
    </message>
    <message>
        <source>Panic Spread</source>
        <translation>恐慌の蔓延</translation>
    </message>
    <message>
        <source>Fate Coin</source>
        <translation>運命コイン</translation>
    </message>
    <message>
        <source>Boss Appearance</source>
        <translation>ボスの出現</translation>
    </message>
    <message>
        <source>Spawn</source>
        <translation>出現</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>{n} gold</source>
        <translation>{n}ゴールド</translation>
    </message>
    <message>
        <source>{n} wood</source>
        <translation>木材{n}</translation>
    </message>
    <message>
        <source>{n} stone</source>
        <translation>石材{n}</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>hit + stun</source>
        <translation>命中＋スタン</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>dodge + stun</source>
        <translation>回避＋スタン</translation>
    </message>
    <message>
        <source>armour + stun</source>
        <translation>防御＋スタン</translation>
    </message>
    <message>
        <source>the ballista</source>
        <translation>バリスタ</translation>
    </message>
    <message>
        <source>the catapult</source>
        <translation>カタパルト</translation>
    </message>
    <message>
        <source>a trap</source>
        <translation>罠</translation>
    </message>
    <message>
        <source>an explosion</source>
        <translation>爆発</translation>
    </message>
    <message>
        <source>the attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>{attack} (friendly fire)</source>
        <translation>{attack}（同士討ち）</translation>
    </message>
    <message>
        <source>Fate coin: {side}</source>
        <translation>運命コイン：{side}</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Fate coin: not tossed yet</source>
        <translation>運命コイン：まだ投げていません</translation>
    </message>
    <message>
        <source>Mages on the magic circle: {n}</source>
        <translation>魔法陣の魔術師：{n}人</translation>
    </message>
    <message>
        <source>Spawn cards left: {n}</source>
        <translation>残りの出現パターンカード：{n}枚</translation>
    </message>
    <message>
        <source>Every spawn card revealed</source>
        <translation>出現パターンカードはすべて公開済み</translation>
    </message>
    <message>
        <source>Gold: {n}</source>
        <translation>ゴールド：{n}</translation>
    </message>
    <message>
        <source>The Corrupted Dryad&apos;s growth track: the crystal is on its growth stage (it grows one stage in each boss step once the spawn cards are gone).</source>
        <translation>堕落したドライアドの成長トラック：クリスタルが今の成長段階にあります（出現パターンカードがなくなると、ボスステップごとに1段階成長します）。</translation>
    </message>
    <message>
        <source>Cetusia&apos;s form: both parts turn to form 2 when either is beaten (their wounds cleared); a part beaten in form 2 is removed.</source>
        <translation>セトゥーシアの形態：どちらかの部位が倒されると、両方の部位が形態2になります（ダメージは消えます）。形態2で倒された部位は取り除かれます。</translation>
    </message>
    <message>
        <source>Panic track (flame tiles)</source>
        <translation>恐慌トラック（炎タイル）</translation>
    </message>
    <message>
        <source>Each space of the panic track with its flame tiles; what it pays at the end of the night when its flames are gone.</source>
        <translation>恐慌トラックの各マスと炎タイル。炎がなくなったマスが夜の終わりに与えるもの。</translation>
    </message>
    <message>
        <source>{colour} potion</source>
        <translation>{colour}のポーション</translation>
    </message>
    <message>
        <source>The night is over</source>
        <translation>夜は終わりました</translation>
    </message>
    <message>
        <source>Before the night: recruit heroes (solo)</source>
        <translation>夜の前：ヒーローを登用（ソロ）</translation>
    </message>
    <message>
        <source>Monster phase {n} · step {step}: {name}</source>
        <translation>モンスターフェイズ{n}・ステップ{step}：{name}</translation>
    </message>
    <message>
        <source>Hero phase · {hero}&apos;s turn</source>
        <translation>ヒーローフェイズ・{hero}の手番</translation>
    </message>
    <message>
        <source>Hero phase</source>
        <translation>ヒーローフェイズ</translation>
    </message>
    <message>
        <source>Growth track</source>
        <translation>成長トラック</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形態</translation>
    </message>
    <message>
        <source>FORM {n}</source>
        <translation>形態{n}</translation>
    </message>
    <message>
        <source>Cetusia</source>
        <translation>セトゥーシア</translation>
    </message>
    <message>
        <source>The Corrupted Dryad</source>
        <translation>堕落したドライアド</translation>
    </message>
    <message>
        <source>{boss} is defeated</source>
        <translation>{boss}は倒されました</translation>
    </message>
    <message>
        <source>The Fallen Harpy is defeated</source>
        <translation>堕落したハーピーは倒されました</translation>
    </message>
    <message>
        <source>The Fallen Harpy is on the battlefield</source>
        <translation>堕落したハーピーが戦場にいます</translation>
    </message>
    <message>
        <source>The Fallen Harpy on the cliff ({side}); Alerions slain {dead} of 3</source>
        <translation>堕落したハーピーは崖の上（{side}）。倒したアレリオン：3体中{dead}体</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>除去済み</translation>
    </message>
    <message>
        <source>under the lakes</source>
        <translation>湖の底</translation>
    </message>
    <message>
        <source>{left}/{hp} HP</source>
        <translation>HP {left}／{hp}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n}枚</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n}枚</translation>
    </message>
    <message>
        <source>The board: fog (grey-blue, misty), cliff (dark), rocks (grey stones, low obstacles), sectors of 4x4 squares (the town&apos;s outlined in brown), the magic circle (violet) with its mages, the spawn positions (#) with their spawn cards left.</source>
        <translation>ボード：霧（灰青色のもや）、崖（暗色）、岩（灰色の石、低い障害物）、4×4マスのセクター（町のセクターは茶色の枠）、魔法陣（紫）とその魔術師の数、出現位置（#）と残りの出現パターンカード。</translation>
    </message>
    <message>
        <source>{name} on {square}: durability {left} of {total}</source>
        <translation>{square}の{name}：耐久 残り{left}／{total}</translation>
    </message>
    <message>
        <source>{n} projectiles left</source>
        <translation>投擲トークン残り{n}</translation>
    </message>
    <message>
        <source>fired this hero phase</source>
        <translation>このヒーローフェイズに発射済み</translation>
    </message>
    <message>
        <source>{name} on {square}: HP {left} of {hp}, mana {mana}, AP {ap}, MP {mp}</source>
        <translation>{square}の{name}：HP 残り{left}／{hp}、マナ{mana}、AP{ap}、MP{mp}</translation>
    </message>
    <message>
        <source>on the watchtower (Sight)</source>
        <translation>見張り塔の上（視界）</translation>
    </message>
    <message>
        <source>Defence Up: the next damage is reduced by 1</source>
        <translation>防御力上昇：次のダメージを1減らす</translation>
    </message>
    <message>
        <source>trapped under the {monster}: 1 damage at the start of each attack step; freed by another hero&apos;s punch or by its own punch that hits</source>
        <translation>{monster}に捕らわれている：攻撃ステップの開始ごとに1ダメージ。ほかのヒーローのパンチか、自分のパンチが命中すると解放されます</translation>
    </message>
    <message>
        <source>HEAD</source>
        <translation>頭</translation>
    </message>
    <message>
        <source>TAIL</source>
        <translation>尾</translation>
    </message>
    <message>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <source>east</source>
        <translation>東</translation>
    </message>
    <message>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <source>{name} on {square}, facing {facing}</source>
        <translation>{square}の{name}、{facing}向き</translation>
    </message>
    <message>
        <source>HP {left} of {hp} · MP {mp} · damage {damage} · defence dice: {dice}</source>
        <translation>HP 残り{left}／{hp}・MP{mp}・ダメージ{damage}・防御ダイス：{dice}</translation>
    </message>
    <message>
        <source>stunned: it neither moves nor attacks this monster phase</source>
        <translation>スタン中：このモンスターフェイズは移動も攻撃もしません</translation>
    </message>
    <message>
        <source>perched on the cliff</source>
        <translation>崖の上に止まっている</translation>
    </message>
    <message>
        <source>Form {n}: defence dice {dice}; stun never affects it</source>
        <translation>形態{n}：防御ダイス {dice}。スタンは効きません</translation>
    </message>
    <message>
        <source>Card {card}: {attack}, {n} damage to everything on its squares, no defence roll (hover it to see them)</source>
        <translation>カード{card}：{attack}。そのマスのすべてに{n}ダメージ、防御ロールなし（ポイントするとマスが表示されます）</translation>
    </message>
    <message>
        <source>it strikes nothing yet and takes no damage</source>
        <translation>まだどこも攻撃せず、ダメージも受けません</translation>
    </message>
    <message>
        <source>it strikes its current sectors</source>
        <translation>現在のセクターを攻撃します</translation>
    </message>
    <message>
        <source>it strikes its current and adjacent sectors, and the magic circle</source>
        <translation>現在のセクターと隣接セクター、そして魔法陣を攻撃します</translation>
    </message>
    <message>
        <source>Growth stage: {stage} — {what}</source>
        <translation>成長段階：{stage} ─ {what}</translation>
    </message>
    <message>
        <source>never moves, faces every way; attacks after every other monster (hover it to see its sectors)</source>
        <translation>移動せず、全方向を向いています。ほかのすべてのモンスターの後に攻撃します（ポイントするとセクターが表示されます）</translation>
    </message>
    <message>
        <source>always hit: no defence roll; monsters cannot pass over it</source>
        <translation>攻撃は必ず命中（防御ロールなし）。モンスターは通り抜けられません</translation>
    </message>
    <message>
        <source>{side}: hatches a {monster} in the next boss step</source>
        <translation>{side}：次のボスステップで{monster}が孵化します</translation>
    </message>
    <message>
        <source>shoots {n} squares; never moves</source>
        <translation>射程{n}マス。移動しません</translation>
    </message>
    <message>
        <source>holds {hero} trapped: it does not act while it does</source>
        <translation>{hero}を捕らえています。捕らえている間は行動しません</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <source>Defence dice of {hero}&apos;s attack: reroll or keep</source>
        <translation>{hero}の攻撃の防御ダイス：振り直すか確定するか</translation>
    </message>
    <message>
        <source>The last defence roll</source>
        <translation>直前の防御ダイス</translation>
    </message>
    <message>
        <source>Defence dice: none rolled yet</source>
        <translation>防御ダイス：まだ振られていません</translation>
    </message>
    <message>
        <source>{monster} {square} (defeated)</source>
        <translation>{square}の{monster}（撃破）</translation>
    </message>
    <message>
        <source>defeated</source>
        <translation>撃破</translation>
    </message>
    <message>
        <source>HIT</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>no hit</source>
        <translation>命中せず</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>スタン</translation>
    </message>
    <message>
        <source>{colour} die: {face}</source>
        <translation>{colour}ダイス：{face}</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>倒れた</translation>
    </message>
    <message>
        <source>recruit: {cost} gold</source>
        <translation>登用：{cost}ゴールド</translation>
    </message>
    <message>
        <source>in reserve</source>
        <translation>控え</translation>
    </message>
    <message>
        <source>TO ACT</source>
        <translation>行動中</translation>
    </message>
    <message>
        <source>ARMOUR?</source>
        <translation>防具は？</translation>
    </message>
    <message>
        <source>REROLL?</source>
        <translation>振り直し？</translation>
    </message>
    <message>
        <source>SCREECH</source>
        <translation>金切り声</translation>
    </message>
    <message>
        <source>PRIEST ARMOR?</source>
        <translation>プリーストアーマー？</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>on the watchtower</source>
        <translation>見張り塔の上</translation>
    </message>
    <message>
        <source>Move tokens</source>
        <translation>移動トークン</translation>
    </message>
    <message>
        <source>aside</source>
        <translation>脇</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Movement token of {value}: {state}</source>
        <translation>移動トークン{value}：{state}</translation>
    </message>
    <message>
        <source>set aside (Harpy&apos;s Screech)</source>
        <translation>脇に置かれている（ハーピーの金切り声）</translation>
    </message>
    <message>
        <source>ready: flip it for {value} MP</source>
        <translation>未使用：裏返すと{value}MP</translation>
    </message>
    <message>
        <source>{colour} potion ({amount}){half}</source>
        <translation>{colour}のポーション（{amount}）{half}</translation>
    </message>
    <message>
        <source>, half used</source>
        <translation>、半分使用済み</translation>
    </message>
    <message>
        <source>{n} AP</source>
        <translation>{n}AP</translation>
    </message>
    <message>
        <source>{n} mana</source>
        <translation>マナ{n}</translation>
    </message>
    <message>
        <source>{n} MP</source>
        <translation>{n}MP</translation>
    </message>
    <message>
        <source>{left}/{uses} left</source>
        <translation>残り{left}／{uses}</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>防具</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>使用済み（横向き）</translation>
    </message>
    <message>
        <source>−{n} damage</source>
        <translation>ダメージ−{n}</translation>
    </message>
    <message>
        <source>{name} ({slot}): reduces damage by {n}</source>
        <translation>{name}（{slot}）：ダメージを{n}減らす</translation>
    </message>
    <message>
        <source>Recover: {cost}</source>
        <translation>回復：{cost}</translation>
    </message>
    <message>
        <source>{n} movement token(s)</source>
        <translation>移動トークン{n}枚</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Scrolls</source>
        <translation>スクロール</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>マナ</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>upper body</source>
        <translation>上半身</translation>
    </message>
    <message>
        <source>lower body</source>
        <translation>下半身</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>盾</translation>
    </message>
    <message>
        <source>{weapon}: {mode} — range: {range}; area: {area}; damage {damage}</source>
        <translation>{weapon}：{mode} — 射程：{range}、範囲：{area}、ダメージ{damage}</translation>
    </message>
    <message>
        <source>effects: {effects}</source>
        <translation>効果：{effects}</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>{n} MP left</source>
        <translation>残り{n}MP</translation>
    </message>
    <message>
        <source>Punch</source>
        <translation>パンチ</translation>
    </message>
    <message>
        <source>1 AP, melee</source>
        <translation>1AP・近接</translation>
    </message>
    <message>
        <source>Ballista {square}</source>
        <translation>バリスタ {square}</translation>
    </message>
    <message>
        <source>once per hero phase</source>
        <translation>1ヒーローフェイズに1回</translation>
    </message>
    <message>
        <source>Catapult {square}</source>
        <translation>カタパルト {square}</translation>
    </message>
    <message>
        <source>{n} projectiles</source>
        <translation>投擲トークン{n}</translation>
    </message>
    <message>
        <source>VICTORY: the town holds</source>
        <translation>勝利：町は持ちこたえた</translation>
    </message>
    <message>
        <source>DEFEAT: the town falls</source>
        <translation>敗北：町は陥落した</translation>
    </message>
    <message>
        <source>NIGHT OVER</source>
        <translation>夜明け</translation>
    </message>
    <message>
        <source>{attack}: {n} damage</source>
        <translation>{attack}：{n}ダメージ</translation>
    </message>
    <message>
        <source>{monster} (form {form}, card {card}): {attack} deals {n} damage to everything on the marked squares, no defence roll</source>
        <translation>{monster}（形態{form}、カード{card}）：{attack}が印のマスのすべてに{n}ダメージ、防御ロールなし</translation>
    </message>
    <message>
        <source>The Dryad strikes: {n} damage</source>
        <translation>ドライアドの攻撃：{n}ダメージ</translation>
    </message>
    <message>
        <source>The Corrupted Dryad ({stage}) strikes every hero and structure in the marked sectors for {n} damage after the other monsters</source>
        <translation>堕落したドライアド（{stage}）は、ほかのモンスターの後で、印のセクターのすべてのヒーローと建造物に{n}ダメージを与えます</translation>
    </message>
    <message>
        <source>The Corrupted Dryad germinates: it strikes nothing yet and takes no damage</source>
        <translation>堕落したドライアドは発芽期：まだどこも攻撃せず、ダメージも受けません</translation>
    </message>
    <message>
        <source>{monster} on {square}: rolls {dice}{seen}</source>
        <translation>{square}の{monster}：{dice}を振る{seen}</translation>
    </message>
    <message>
        <source> (out of sight)</source>
        <translation>（射線外）</translation>
    </message>
    <message>
        <source>({chance} to hit)</source>
        <translation>（命中率{chance}）</translation>
    </message>
    <message>
        <source>no monster in the attack&apos;s squares</source>
        <translation>攻撃範囲にモンスターはいません</translation>
    </message>
    <message>
        <source>Careful: {names} in the area.</source>
        <translation>注意：範囲内に{names}がいます。</translation>
    </message>
    <message>
        <source>Not here: {reason}</source>
        <translation>ここには不可：{reason}</translation>
    </message>
    <message>
        <source>The defence dice are rolled (top right): reroll a target&apos;s dice (click them, or the button), or keep them and deal the damage.</source>
        <translation>防御ダイスが振られました（右上）：対象のダイスを振り直す（ダイスかボタンをクリック）か、確定してダメージを与えてください。</translation>
    </message>
    <message>
        <source>from {square}</source>
        <translation>{square}から</translation>
    </message>
    <message>
        <source>spawned</source>
        <translation>出現</translation>
    </message>
    <message>
        <source>attacked by {name}</source>
        <translation>{name}の攻撃</translation>
    </message>
    <message>
        <source>attacked {squares}</source>
        <translation>{squares}を攻撃</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n}ダメージ</translation>
    </message>
    <message>
        <source>{name} defeated</source>
        <translation>{name}を撃破</translation>
    </message>
    <message>
        <source>Not here: that square cannot be chosen for this attack now.</source>
        <translation>ここには不可：今はこの攻撃でそのマスを選べません。</translation>
    </message>
    <message>
        <source>Boss: {boss} — under the lakes</source>
        <translation>ボス：{boss} ─ 湖の底</translation>
    </message>
    <message>
        <source>Boss: {boss} — head {head} · tail {tail}</source>
        <translation>ボス：{boss} ─ 頭 {head}・尾 {tail}</translation>
    </message>
    <message>
        <source>Boss: {boss} — not come yet</source>
        <translation>ボス：{boss} ─ まだ現れていません</translation>
    </message>
    <message>
        <source>Boss: {boss} — {left}/{hp} HP</source>
        <translation>ボス：{boss} ─ HP {left}／{hp}</translation>
    </message>
    <message>
        <source>Aiming there hits no monster: the attack is not offered there.</source>
        <translation>そこを狙ってもモンスターに当たりません：その攻撃は選べません。</translation>
    </message>
    <message>
        <source>{hero}&apos;s movement token {n}</source>
        <translation>{hero}の移動トークン{n}</translation>
    </message>
    <message>
        <source>{hero}&apos;s potion {n}</source>
        <translation>{hero}のポーション{n}</translation>
    </message>
    <message>
        <source>{hero}&apos;s card</source>
        <translation>{hero}のカード</translation>
    </message>
    <message>
        <source>the defence dice of target {n}</source>
        <translation>対象{n}の防御ダイス</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>霧</translation>
    </message>
    <message>
        <source>square {square}: {what}</source>
        <translation>マス{square}：{what}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>{hero}: {ap} AP, {mp} MP, {mana} mana. Click a movement token to flip it for MP, then a green square to walk there (its number is the MP it costs). To attack, choose a mode on {hero}&apos;s card (or Punch, a scroll, the ballista, the catapult below it), hover the board to preview the squares it hits and the dice each monster rolls, and click a red crosshair. End the turn or pass with the buttons.</source>
        <translation>{hero}：{ap}AP、{mp}MP、マナ{mana}。移動トークンをクリックして裏返すとMPを得ます。緑のマスをクリックするとそこへ移動します（数字はかかるMP）。攻撃するには{hero}のカードで攻撃形態（またはその下のパンチ、スクロール、バリスタ、カタパルト）を選び、ボードにカーソルを置くと攻撃するマスと各モンスターが振るダイスが表示されます。赤い照準をクリックすると攻撃します。手番の終了やパスはボタンで。</translation>
    </message>
    <message>
        <source>{hero} is about to take {n} damage from {source}: click a ready armour card (or its button) to reduce it, or take the damage.</source>
        <translation>{hero}は{source}から{n}ダメージを受けようとしています：未使用の防具カード（またはそのボタン）をクリックして減らすか、ダメージを受けてください。</translation>
    </message>
    <message>
        <source>The Fallen Harpy screeches: {hero} sets one movement token aside for the next hero phase (click it).</source>
        <translation>堕落したハーピーの金切り声：{hero}は次のヒーローフェイズのために移動トークンを1枚脇に置きます（クリックしてください）。</translation>
    </message>
    <message>
        <source>{dying} has fallen: {hero} may use Priest Armor to save them.</source>
        <translation>{dying}が倒れました：{hero}はプリーストアーマーで救うことができます。</translation>
    </message>
    <message>
        <source>Solo: choose the hero who starts (free), recruit more for gold (you have {gold}; up to three in play), then begin the night.</source>
        <translation>ソロ：最初のヒーローを選び（無料）、ゴールドでさらに登用して（所持{gold}、場に出せるのは3人まで）、夜を始めてください。</translation>
    </message>
    <message>
        <source>The {monster} explodes: the players choose which monster in its area rolls its defence dice against No-dodge (LS-10.7). Click a highlighted monster or its button.</source>
        <translation>{monster}が自爆します：そのエリア内のどのモンスターが回避不能の攻撃に対して防御ダイスを振るかを、プレイヤーが選びます（LS-10.7）。強調表示されたモンスターかそのボタンをクリックしてください。</translation>
    </message>
    <message>
        <source>The {monster} on {square} stands by structures that are just as weak: the players choose which one it attacks (LS-8.12). Click a highlighted structure or its button.</source>
        <translation>{square}の{monster}は同じだけ弱い建造物に隣接しています：どれを攻撃するかをプレイヤーが選びます（LS-8.12）。強調表示された建造物かそのボタンをクリックしてください。</translation>
    </message>
    <message>
        <source>{hero}&apos;s scroll has Curse: choose the colour of the dice the monster defends with (LS-22.36).</source>
        <translation>{hero}のスクロールには呪いがあります：モンスターが防御に使うダイスの色を選んでください（LS-22.36）。</translation>
    </message>
    <message>
        <source>{hero}&apos;s scroll has Propagation: click the next monster the attack jumps to (highlighted), or end the chain (LS-22.32).</source>
        <translation>{hero}のスクロールには伝播があります：攻撃が次に伝わるモンスター（強調表示）をクリックするか、伝播を終えてください（LS-22.32）。</translation>
    </message>
    <message>
        <source>Fog: no hero may pass through it or end a move on it (LS-4.14).</source>
        <translation>霧：ヒーローは通過することも、移動を終えることもできません（LS-4.14）。</translation>
    </message>
    <message>
        <source>Cliff: an obstacle nobody can cross (LS-3.6).</source>
        <translation>崖：誰も越えられない障害物です（LS-3.6）。</translation>
    </message>
    <message>
        <source>Rock: a low obstacle, crossed with Obstacle Jump (LS-3.4, LS-4.8); it never blocks LOS (LS-6.6).</source>
        <translation>岩：低い障害物。障害物ジャンプで越えられます（LS-3.4、LS-4.8）。視線は遮りません（LS-6.6）。</translation>
    </message>
    <message>
        <source>Water: a move that starts here goes 2 squares less, at least 1 (LS-19.2); not an obstacle.</source>
        <translation>水：ここから始める移動は2マス少なくなります（最低1マス、LS-19.2）。障害物ではありません。</translation>
    </message>
    <message>
        <source>Tree: an obstacle that blocks line of sight (LS-19.6).</source>
        <translation>木：視線を遮る障害物です（LS-19.6）。</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Welcome to Rook &amp; Raiders. Monsters appear on the magic circles at the left edge of your board and march right, towards your castle. Every summon puts the same monster on the same line of every player&apos;s board: your rival&apos;s board, below yours, has the same Skeleton and Goblin.</source>
        <translation>ルーク&amp;レイダースへようこそ。モンスターはあなたのボード左端の魔法陣に現れ、あなたの城を目指して右へ進軍します。召喚のたびに、全プレイヤーのボードの同じラインに同じモンスターが現れます。あなたのボードの下にあるライバルのボードにも、同じスケルトンとゴブリンがいます。</translation>
    </message>
    <message>
        <source>It is not a cooperative game: each of you defends your own board and tries to lower the threat on it faster than the other. A monster that breaks into your castle can put you out of the game.</source>
        <translation>協力ゲームではありません。各自が自分のボードを守り、ほかのプレイヤーより早くボード上の脅威を減らすことを目指します。城に侵入したモンスターは、あなたをゲームから脱落させることがあります。</translation>
    </message>
    <message>
        <source>Round 0: put one unit from your hand on your own area (the two right columns), free of cost. Click your Thief★ (it moves 3 squares), then the square 2-C in the front column, on the Goblin&apos;s line.</source>
        <translation>第0ラウンド：手札のユニットを1体、自軍エリア（右の2列）に無料で配置します。シーフ★（移動力3）をクリックし、次に前列にある、ゴブリンのライン上のマス2-Cをクリックしてください。</translation>
    </message>
    <message>
        <source>the Thief★ in your hand, then the square 2-C.</source>
        <translation>手札のシーフ★、次にマス2-C。</translation>
    </message>
    <message>
        <source>Round 1: you are the start player, so you choose a command card first. Its chooser, the LEADER, carries out the large effect; every other player, the FOLLOWER, the small one. Choose Advance: you gain 1 gold and everybody may make up to 2 unit actions.</source>
        <translation>第1ラウンド：あなたがスタートプレイヤーなので、最初にコマンドカードを選びます。選んだプレイヤー（リーダー）は大きな効果を、ほかのプレイヤー（フォロワー）は小さな効果を実行します。進撃を選んでください：あなたは金1を得て、全員がユニットのアクションを2回まで行えます。</translation>
    </message>
    <message>
        <source>the Advance card in the command row.</source>
        <translation>コマンド列の進撃カード。</translation>
    </message>
    <message>
        <source>A unit action: choose a unit without an action marker, move it, then use its skill. Click your Thief★.</source>
        <translation>ユニットのアクション：アクションマーカーの載っていないユニットを選び、移動させてからスキルを使います。シーフ★をクリックしてください。</translation>
    </message>
    <message>
        <source>your Thief★ on 2-C.</source>
        <translation>2-Cのシーフ★。</translation>
    </message>
    <message>
        <source>Move first, one square at a time, never through a monster nor onto a magic circle. Click 5-C, three squares left: the Goblin is then right in front of your Thief★.</source>
        <translation>まず移動。1マスずつ進み、モンスターを通り抜けることも魔法陣に入ることもできません。3マス左の5-Cをクリックしてください。シーフ★の目の前にゴブリンが来ます。</translation>
    </message>
    <message>
        <source>the square 5-C, next to the Goblin.</source>
        <translation>ゴブリンの隣のマス5-C。</translation>
    </message>
    <message>
        <source>Now the skill. The Goblin stands on a blue square of the Thief&apos;s range: click it to attack. Once a unit uses its skill, it cannot move any more.</source>
        <translation>次はスキル。ゴブリンはシーフの射程の青いマスにいます。クリックして攻撃してください。スキルを使ったユニットはもう移動できません。</translation>
    </message>
    <message>
        <source>the Goblin on the magic circle of line C.</source>
        <translation>ラインCの魔法陣にいるゴブリン。</translation>
    </message>
    <message>
        <source>Two dice are rolled and added: 5 + 1 = 6, against the Goblin&apos;s defence 6. At least the defence deals 2 damage, less deals 1. Willpower could reroll for 1 honour mark, but this roll is good: accept it.</source>
        <translation>ダイス2個を振って合計します：5＋1＝6、ゴブリンの防御力は6。防御力以上なら2ダメージ、未満なら1ダメージです。意思の力（栄誉マーク1）で振り直すこともできますが、この出目で十分です。受け入れてください。</translation>
    </message>
    <message>
        <source>the button that accepts the roll.</source>
        <translation>出目を受け入れるボタン。</translation>
    </message>
    <message>
        <source>2 damage on a Goblin with 2 HP: it is defeated. Its card lies face down by your board and counts as 1 honour mark, to spend on boons such as Level-up. Your Thief★ now carries an action marker: it has acted. Next, your rival follows Advance and then chooses its command.</source>
        <translation>HP2のゴブリンに2ダメージ：撃破です。そのカードはあなたのボードの脇に裏向きで置かれ、栄誉マーク1つとして数えます。レベルアップなどの恩恵に使えます。シーフ★にはアクションマーカーが載り、行動済みになりました。次に、ライバルがフォロワーとして進撃を実行し、それからコマンドを選びます。</translation>
    </message>
    <message>
        <source>Your rival led Recruit and placed a unit. As follower you may place one unit from your hand on an empty square of your area, paying its cost in gold (2). Click your Sorcerer★, then 2-A, on the Skeleton&apos;s line.</source>
        <translation>ライバルは募兵をリーダーとして選び、ユニットを配置しました。フォロワーのあなたは、コスト（金2）を払って手札のユニットを1体、自軍エリアの空いたマスに配置できます。ソーサラー★をクリックし、次にスケルトンのライン上の2-Aをクリックしてください。</translation>
    </message>
    <message>
        <source>the Sorcerer★ in your hand, then the square 2-A.</source>
        <translation>手札のソーサラー★、次にマス2-A。</translation>
    </message>
    <message>
        <source>Both players have chosen, so the commands nobody chose run AUTO, left to right: everybody carries out the small effect. Ambush gives you 1 unit action. Click your Sorcerer★.</source>
        <translation>2人とも選び終えたので、誰も選ばなかったコマンドが左から順にオートで実行され、全員が小さな効果を実行します。奇襲ではユニットのアクションが1回。ソーサラー★をクリックしてください。</translation>
    </message>
    <message>
        <source>your Sorcerer★ on 2-A.</source>
        <translation>2-Aのソーサラー★。</translation>
    </message>
    <message>
        <source>The Sorcerer★ shoots at long range, 2 or 3 squares ahead, over anything in between. Move it one square to 3-A: the Skeleton is then 3 squares ahead.</source>
        <translation>ソーサラー★は2～3マス先を遠隔攻撃し、間に何があっても届きます。1マス進めて3-Aへ：スケルトンが3マス先になります。</translation>
    </message>
    <message>
        <source>the square 3-A.</source>
        <translation>マス3-A。</translation>
    </message>
    <message>
        <source>Click the Skeleton to attack it.</source>
        <translation>スケルトンをクリックして攻撃してください。</translation>
    </message>
    <message>
        <source>the Skeleton on the magic circle of line A.</source>
        <translation>ラインAの魔法陣にいるスケルトン。</translation>
    </message>
    <message>
        <source>Double six: a critical! It deals 3 damage whatever the defence, enough for the Skeleton&apos;s 3 HP (a double one would deal none). Accept the roll.</source>
        <translation>6のゾロ目：クリティカル！ 防御力に関係なく3ダメージで、スケルトンのHP3を削りきります（1のゾロ目なら0ダメージ）。出目を受け入れてください。</translation>
    </message>
    <message>
        <source>Round 1 is over and your board is clear. Reward ran AUTO (2 gold each). In the enemy phase every monster attacked a unit in its range or marched right; on your rival&apos;s board they advanced. Then two new monsters were summoned on every board, and End processing took the action markers off your units.</source>
        <translation>第1ラウンド終了、あなたのボードにモンスターはいません。報酬がオートで実行され（各自金2）、エネミーフェイズでは各モンスターが射程内のユニットを攻撃するか右へ進軍しました。ライバルのボードでは前進しています。続いて全ボードに新たなモンスターが2体ずつ召喚され、終了処理であなたのユニットのアクションマーカーが外れました。</translation>
    </message>
    <message>
        <source>Round 2: the start player card passed to your rival, who leads this time; you follow. That is the whole rhythm: choose commands, act with your units, and keep the monsters from your castle. Once the monster deck is empty, a player whose threat is 8 or less may declare victory.</source>
        <translation>第2ラウンド：スタートプレイヤーカードはライバルに移り、今度はライバルがリーダー、あなたはフォロワーです。コマンドを選び、ユニットで戦い、モンスターを城に近づけない――これがゲームのリズムです。モンスターの山札が尽きたら、脅威が8以下のプレイヤーは勝利を宣言できます。</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>ライバル</translation>
    </message>
    <message>
        <source>Rival {n}</source>
        <translation>ライバル{n}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Welcome to The Nameless Dark Lord: nine rounds of bidding. Each round, one target card more than there are players is revealed, each with its battle area above it: A, B, C, D. You send Units into the areas; whoever has the most Power in an area may take its target.</source>
        <translation>名もなき魔王へようこそ。9ラウンドにわたる競りのゲームです。毎ラウンド、プレイヤー数より1枚多いターゲットカードが公開され、それぞれの上にバトルエリアA・B・C・Dがあります。ユニットをエリアに送り込み、エリア内のパワーが最も高いプレイヤーがそのターゲットを獲得できます。</translation>
    </message>
    <message>
        <source>Your Home Area: your Red Throne and two Mountain Forts are Territories. Their magic circles gave you 3 sleeves, so you can field up to 3 Units; each Mountain Fort gave 1 silver coin of income. Coins pay the upkeep of the Units that win you a target.</source>
        <translation>あなたのホームエリア：赤の玉座と山砦2枚はテリトリーです。その魔方陣マークで魔方陣スリーブが3枚あり、ユニットを3体まで出せます。山砦はそれぞれ収入として銀貨1枚をくれました。硬貨は、ターゲットを勝ち取ったユニットの維持コストに使います。</translation>
    </message>
    <message>
        <source>The Red Throne brought you the START PLAYER card: you act first. On a turn you place one Unit, use an ability, or pass. Click your Skeleton Swordsman (Power 1, upkeep 1 silver), then battle area C, to bid for the Clay Golem, a Unit of Power 3.</source>
        <translation>赤の玉座とともにスタートプレイヤーカードを得たので、あなたが最初に行動します。手番では、ユニットを1体配置する、能力を使う、パスする、のいずれか1つを行います。スケルトンソードマン（パワー1、維持コスト銀貨1）をクリックし、次にバトルエリアCをクリックして、パワー3のユニット、クレイゴレムに入札してください。</translation>
    </message>
    <message>
        <source>your Skeleton Swordsman, then battle area C.</source>
        <translation>スケルトンソードマン、次にバトルエリアC。</translation>
    </message>
    <message>
        <source>Your rivals bid for B and A. Placing costs nothing yet: it is only a bid, paid if you win. Click your Goblin Soldier, then battle area D, to bid for the Skeleton Swordsman.</source>
        <translation>ライバルたちはBとAに入札しました。配置にはまだ何も払いません。入札にすぎず、勝ったときに支払います。ゴブリンソルジャーをクリックし、次にバトルエリアDをクリックして、スケルトンソードマンに入札してください。</translation>
    </message>
    <message>
        <source>your Goblin Soldier, then battle area D.</source>
        <translation>ゴブリンソルジャー、次にバトルエリアD。</translation>
    </message>
    <message>
        <source>Both rivals sent a Goblin Soldier to C: three players with Power 1 each there. A tie goes to whoever placed in the area first, and that is you.</source>
        <translation>ライバルは2人ともCにゴブリンソルジャーを送りました。Cでは3人がパワー1で並んでいます。同点なら、そのエリアに先に配置したプレイヤーが優先されます。それはあなたです。</translation>
    </message>
    <message>
        <source>You could still place your Wood Golem, but the winner of an area pays the upkeep of every Unit of theirs in it, and you have only 2 silver for C and D. Pass: you take no more turns this round.</source>
        <translation>まだウッドゴレムを配置できますが、エリアを勝ち取ったプレイヤーは、そこにいる自分のユニット全員の維持コストを払います。CとDのための銀貨は2枚しかありません。パスしてください。このラウンドはもう手番がありません。</translation>
    </message>
    <message>
        <source>the Pass button.</source>
        <translation>パスのボタン。</translation>
    </message>
    <message>
        <source>Everybody has passed, so the battle areas are resolved one by one, A first: in each, the players are ranked by their total Power and the first one may acquire the target. Your rivals took A and B.</source>
        <translation>全員がパスしたので、バトルエリアをAから順に1つずつ解決します。各エリアでプレイヤーをパワーの合計で順位づけし、1位がターゲットを獲得できます。ライバルたちはAとBを獲得しました。</translation>
    </message>
    <message>
        <source>Area C: you rank first. Acquire the Clay Golem by paying the upkeep of your Units in C: 1 silver. Declining would offer it to the next player.</source>
        <translation>エリアC：あなたが1位です。Cにいるあなたのユニットの維持コスト（銀貨1）を払って、クレイゴレムを獲得してください。見送れば次のプレイヤーに権利が移ります。</translation>
    </message>
    <message>
        <source>the button that acquires the target.</source>
        <translation>ターゲットを獲得するボタン。</translation>
    </message>
    <message>
        <source>Area D: you alone bid. Acquire the Skeleton Swordsman for 1 silver.</source>
        <translation>エリアD：入札したのはあなただけです。銀貨1枚でスケルトンソードマンを獲得してください。</translation>
    </message>
    <message>
        <source>End Phase: the Units came home, the coins left went back to the stock (coins are never kept), and you keep the START PLAYER card for taking the most targets. Cards acquired are yours from this round on: your Clay Golem now bids with Power 3.</source>
        <translation>終了フェイズ：ユニットはホームエリアに戻り、残った硬貨はストックに返されました（硬貨は持ち越せません）。最も多くのターゲットを獲得したあなたが、スタートプレイヤーカードを持ち続けます。獲得したカードはこのラウンドから使えます。クレイゴレムがパワー3で入札します。</translation>
    </message>
    <message>
        <source>That is a whole round. Territories bring sleeves and coins, Units win areas, Artifacts give abilities and points. After round 9 everybody adds up the victory points on their cards, minus their Curse tokens: the highest total wins.</source>
        <translation>これで1ラウンドです。テリトリーはスリーブと硬貨を、ユニットはエリアでの勝利を、アーティファクトは能力と得点をもたらします。第9ラウンドの後、全員が自分のカードの勝利点を合計し、呪いトークンの数を引きます。合計が最も高いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>Welcome to The Last Spell. Monsters come out of the fog at the edges of the board and march on the town, where the magic circle&apos;s mages hold the last spell. You defend it with heroes through the night. This introductory night is played solo: you command the heroes.</source>
        <translation>ザ・ラストスペルへようこそ。モンスターはボードの端の霧から現れ、町へ進軍します。町の中央では魔法陣の魔術師たちが最後の呪文を守っています。あなたはヒーローたちで夜通しそれを守ります。この入門シナリオの夜はソロで遊びます：ヒーローはすべてあなたが動かします。</translation>
    </message>
    <message>
        <source>Solo, four heroes wait in the town and one of them starts, free of cost; the others could be recruited for 3, 5 and 7 gold. Click Recruit on Aldric&apos;s card: a swordsman with 10 HP.</source>
        <translation>ソロでは4人のヒーローが町で待ち、そのうち1人が無料で出発します。残りは3、5、7ゴールドで登用できます。Aldricのカードの「登用」をクリックしてください：HP10の剣士です。</translation>
    </message>
    <message>
        <source>Recruit on Aldric&apos;s hero card.</source>
        <translation>Aldricのヒーローカードの「登用」。</translation>
    </message>
    <message>
        <source>One hero is enough for this lesson. A night repeats two phases: the monsters&apos; phase, then the heroes&apos;. Begin the night.</source>
        <translation>このレッスンではヒーロー1人で十分です。夜は2つのフェイズを繰り返します：モンスターフェイズ、そしてヒーローフェイズ。夜を始めてください。</translation>
    </message>
    <message>
        <source>the button that begins the night.</source>
        <translation>夜を始めるボタン。</translation>
    </message>
    <message>
        <source>The monster phase ran by itself: two spawn cards were revealed and eight monsters came out of the fog on the west side. Each walked straight ahead towards the town, up to its MP. None reached a hero or a building yet. The Runner on G9 is the closest.</source>
        <translation>モンスターフェイズは自動で進みました：出現パターンカードが2枚公開され、西側の霧から8体のモンスターが現れました。それぞれ町へ向かってMPの分だけまっすぐ進みました。まだヒーローにも建物にも届いていません。最も近いのはG9のランナーです。</translation>
    </message>
    <message>
        <source>Your hero phase. A hero moves with movement tokens: flip one to gain as many movement points (MP) as its value. Click Aldric&apos;s movement token 3.</source>
        <translation>あなたのヒーローフェイズです。ヒーローは移動トークンで移動します：1枚裏返すと、その値と同じ移動ポイント（MP）を得ます。Aldricの移動トークン3をクリックしてください。</translation>
    </message>
    <message>
        <source>Aldric&apos;s movement token 3, framed in gold.</source>
        <translation>金色の枠で囲まれたAldricの移動トークン3。</translation>
    </message>
    <message>
        <source>3 MP do not take Aldric to the Runner. Flip his other 3 token too: 6 MP in all.</source>
        <translation>3MPではAldricはランナーまで届きません。もう1枚の3のトークンも裏返してください：合計6MPです。</translation>
    </message>
    <message>
        <source>Aldric&apos;s other movement token 3.</source>
        <translation>Aldricのもう1枚の移動トークン3。</translation>
    </message>
    <message>
        <source>Each MP moves the hero one square north, east, south or west, never diagonally nor through anything. Click H9, next to the Runner: six squares away.</source>
        <translation>1MPでヒーローは北・東・南・西に1マス進みます。斜めには進めず、何かを通り抜けることもできません。ランナーの隣のH9をクリックしてください：6マス先です。</translation>
    </message>
    <message>
        <source>the square H9, east of the Runner.</source>
        <translation>ランナーの東のマスH9。</translation>
    </message>
    <message>
        <source>Now attack: one attack per turn. Choose the Short Sword&apos;s Slash (1 AP, the square next to Aldric), then click the Runner on G9.</source>
        <translation>攻撃です：攻撃は1手番に1回まで。ショートソードの「斬撃」（1AP、Aldricの隣のマス）を選び、G9のランナーをクリックしてください。</translation>
    </message>
    <message>
        <source>Slash under Aldric&apos;s Short Sword, then the Runner on G9.</source>
        <translation>Aldricのショートソードの「斬撃」、次にG9のランナー。</translation>
    </message>
    <message>
        <source>An attacked monster rolls its defence dice: the Runner&apos;s blue die shows Hit + Stun, so it is hit. The Short Sword deals 1 damage and a Runner has 1 HP: it falls.</source>
        <translation>攻撃されたモンスターは防御ダイスを振ります：ランナーの青ダイスは「命中＋スタン」なので命中です。ショートソードのダメージは1、ランナーのHPは1：倒れました。</translation>
    </message>
    <message>
        <source>To attack again Aldric needs a new turn. Solo, each hero has 5 AP and takes turn after turn until you say he is done. End the turn.</source>
        <translation>もう一度攻撃するには新しい手番が必要です。ソロでは各ヒーローに5APがあり、終了を宣言するまで手番を繰り返します。手番を終えてください。</translation>
    </message>
    <message>
        <source>the button that ends the turn.</source>
        <translation>手番を終えるボタン。</translation>
    </message>
    <message>
        <source>No monster stands next to Aldric now. Raise his guard instead: Defence Up (1 AP) takes 1 off the next damage a monster deals him.</source>
        <translation>今Aldricの隣にモンスターはいません。代わりに守りを固めましょう：防御力上昇（1AP）で、次にモンスターから受けるダメージが1減ります。</translation>
    </message>
    <message>
        <source>the Defence Up button.</source>
        <translation>防御力上昇のボタン。</translation>
    </message>
    <message>
        <source>Aldric keeps his last AP. Say he is done for this hero phase: when every hero is done, a new monster phase begins.</source>
        <translation>残りのAPは使いません。このヒーローフェイズは終了と宣言してください：全ヒーローが終了すると、新しいモンスターフェイズが始まります。</translation>
    </message>
    <message>
        <source>the button “Done for this hero phase”.</source>
        <translation>「このヒーローフェイズは終了」のボタン。</translation>
    </message>
    <message>
        <source>Monster phase 2: the fate coin chose the side monsters step aside to, and they marched on. A Clawer hit a house and a Runner the wooden barricade. The house&apos;s flame tile came from the panic track, and the flames left on that track are the town&apos;s reward when the night is over.</source>
        <translation>モンスターフェイズ2：運命のコインでモンスターが横に避ける向きが決まり、モンスターはさらに進軍しました。クロウアーが民家を、ランナーが木の防壁を攻撃しました。民家の炎タイルはパニックトラックから取られます。夜の終わりには、トラックに残った炎が町の報酬になります。</translation>
    </message>
    <message>
        <source>That is the rhythm of a night: the monsters, then the heroes, again and again. The night is won once every spawn card is revealed and the monsters left have no more HP in all than there are heroes; it is lost if the magic circle loses its last mage or no hero is left.</source>
        <translation>これが夜の流れです：モンスター、ヒーロー、その繰り返し。出現パターンカードがすべて公開され、残るモンスターのHPの合計がヒーローの人数以下になれば夜を生き延びます。魔法陣が最後の魔術師を失うか、ヒーローが1人もいなくなれば敗北です。</translation>
    </message>
    <message>
        <source>Welcome to Roguelight. You are an officer of the demon lord and draw one dungeon floor on your sheet. First you build it, round by round; then an adventurer walks through it, and the monsters in your well-built rooms score for you.</source>
        <translation>ローグライトへようこそ。あなたは魔王の幹部として、シートにダンジョンのフロアを1つ描きます。まずラウンドごとに構築し、次に冒険者がそこを進みます。よくできた部屋のモンスターがあなたに得点をもたらします。</translation>
    </message>
    <message>
        <source>The set-up is rolled for you. The white die&apos;s 1 drew a dotted line round the start area C2-D3: its entrance D3 is your floor&apos;s entrance, the other entrances are filled. The black die&apos;s 4 outlined the rounds 4, 5, 12 and 13 on your time track: special rounds.</source>
        <translation>準備のダイスは自動で振られました。白ダイスの1で開始エリアC2-D3が点線で囲まれ、その入口D3があなたのフロアの入口です。ほかの入口は塗り潰されました。黒ダイスの4で時間トラックのラウンド4、5、12、13が縁取られました：特別なラウンドです。</translation>
    </message>
    <message>
        <source>Each round both dice are rolled once for everybody: white 6, black 2. You then either draw a wall block (action A) or plan a room (action B). In a normal round a block takes the shape of the white die&apos;s face.</source>
        <translation>毎ラウンド、両方のダイスを全員共通で1回振ります：白6、黒2。そして壁のブロックを描く（行動A）か、部屋を計画する（行動B）かのどちらかを行います。通常のラウンドでは、ブロックは白ダイスの出目の形になります。</translation>
    </message>
    <message>
        <source>A block must touch a filled square or a dotted line. Click D4 to draw the 6-block as shown, its top left square there, beside your start area: it fills the item on E4.</source>
        <translation>ブロックは塗ったマスか点線に接する必要があります。D4をクリックして、6のブロックを表示の向きのまま、左上のマスをそこにして開始エリアの隣に描いてください：E4のアイテムが塗られます。</translation>
    </message>
    <message>
        <source>the square D4, with the White die block as shown (not turned).</source>
        <translation>マスD4（白ダイスのブロックを回転させずに）。</translation>
    </message>
    <message>
        <source>Filling an item square circles a mark of your item row: a circled mark scores its points at the end, or you fill it in some round to use the black die instead. Circle the 2-point mark.</source>
        <translation>アイテムのマスを塗ると、アイテム欄のマークを1つ丸で囲みます。囲んだマークは最後にその点数になるか、あるラウンドで塗り潰して黒ダイスを使えるようにします。2点のマークを囲んでください。</translation>
    </message>
    <message>
        <source>the button that circles the 2-point mark.</source>
        <translation>2点のマークを囲むボタン。</translation>
    </message>
    <message>
        <source>Round 1 is crossed off the time track. Round 2 rolled white 5 and black 3. Action B takes both dice: a dotted rectangle of exactly 5 + 3 = 8 squares, at least 2 by 2, touching a filled square. It is where a room will be.</source>
        <translation>ラウンド1が時間トラックで消されました。ラウンド2の出目は白5と黒3。行動Bは両方のダイスを使います：ちょうど5＋3＝8マスで、2×2以上、塗ったマスに接する点線の四角形です。そこが部屋になります。</translation>
    </message>
    <message>
        <source>Choose Plan a room, then click G3 and H6 (or drag from one to the other): 2 by 4 squares beside your wall, round a bat, a ghost, a green slime and an item.</source>
        <translation>「部屋を計画」を選び、G3とH6をクリックしてください（片方からもう片方へドラッグしても描けます）：壁の隣の2×4マスで、コウモリ、ゴースト、緑スライム、アイテムを囲みます。</translation>
    </message>
    <message>
        <source>Plan a room, then the squares G3 and H6.</source>
        <translation>「部屋を計画」、次にマスG3とH6。</translation>
    </message>
    <message>
        <source>Three monsters inside (an item is not one): your development track advanced by 3, to 5, and broke its first boundary, which opens more item marks and extra actions. A full track ends your building early.</source>
        <translation>中のモンスターは3体（アイテムは数えません）：発展トラックが3進んで5になり、最初の境界が破られました。これでアイテムのマークと追加アクションが増えます。トラックを最後まで進めると、構築が早く終わります。</translation>
    </message>
    <message>
        <source>Round 3: white 4, and 4 + 1 makes no rectangle. Click E2 to draw the 4-block there: it fills the ghost on F2 and walls the top of your planned room.</source>
        <translation>ラウンド3：白4。4＋1では四角形を作れません。E2をクリックして4のブロックを描いてください：F2のゴーストが塗られ、計画した部屋の上側が壁で閉じます。</translation>
    </message>
    <message>
        <source>the square E2, with the White die block as shown (not turned).</source>
        <translation>マスE2（白ダイスのブロックを回転させずに）。</translation>
    </message>
    <message>
        <source>A filled ghost gives one action of your extra-action row, each usable once a game. Choose the 2-square block.</source>
        <translation>ゴーストを塗ると、追加アクション欄から1つ選べます。どれも1ゲームに1回だけです。2マスのブロックを選んでください。</translation>
    </message>
    <message>
        <source>the button of the 2-square block.</source>
        <translation>2マスのブロックのボタン。</translation>
    </message>
    <message>
        <source>Draw it on G7 and H7, under the room. A room scores when walls close each of its sides, no passage two squares wide runs along it and no other room touches it.</source>
        <translation>部屋の下のG7とH7に描いてください。部屋が得点になるのは、四方がそれぞれ壁で閉じ、2マス以上続けて通路と接しておらず、ほかの部屋とも接していないときです。</translation>
    </message>
    <message>
        <source>the squares G7 and H7.</source>
        <translation>マスG7とH7。</translation>
    </message>
    <message>
        <source>Round 4 is outlined on your time track: a special round for you, in which a block may take the black die&apos;s shape instead of the white&apos;s.</source>
        <translation>ラウンド4は時間トラックで縁取られています：あなたにとって特別なラウンドで、ブロックに白ダイスの代わりに黒ダイスの形を使えます。</translation>
    </message>
    <message>
        <source>Build on like this until round 16 or a full development track. Then you keep one exit: each scoring room counts 3 points, 10 more if every room scores. Last, an adventurer walks from entrance to exit through the fewest rooms: monsters at least as strong as him score 5 for you.</source>
        <translation>ラウンド16まで、または発展トラックが埋まるまで、こうして構築を続けます。次に出口を1つ残します：得点対象の部屋は1つ3点、すべての部屋が得点対象なら10点追加です。最後に冒険者が入口から出口まで最も少ない部屋を通って進み、冒険者と同じ強さ以上のモンスターがいればあなたに5点が入ります。</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Play this game on</source>
        <translation>このゲームを続ける</translation>
    </message>
    <message>
        <source>Go on with this game as an ordinary game, every move yours</source>
        <translation>このゲームを通常のゲームとして続ける（すべての手を自分で選ぶ）</translation>
    </message>
    <message>
        <source>New game with this set-up</source>
        <translation>同じ設定で新しいゲーム</translation>
    </message>
    <message>
        <source>A real game with the same seats and a new deal</source>
        <translation>同じ席で、新しい配りの本番のゲーム</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>レッスンを離れる</translation>
    </message>
    <message>
        <source>The lesson is kept: Learn to play resumes it here</source>
        <translation>レッスンは保存されます。「遊び方を学ぶ」でここから再開できます</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>You have played the core of the game. Play this game on to its end, or start a new game with the same seats on a new deal. The rules are always one click away: every clause id is a link, and F1 opens the rules.</source>
        <translation>ゲームの核心を体験しました。このゲームを最後まで続けるか、同じ席で新しい配りのゲームを始めましょう。ルールはいつでもワンクリック：条項番号はすべてリンクで、F1でルールが開きます。</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Heroes hold a town through the night while the mages finish the last spell. Walk, fight and build together against the monster hordes; lose all the mages and the night is lost.</source>
        <translation>魔術師たちが最後の呪文を完成させるまで、英雄たちは夜通し町を守り抜く。群れなす魔物に力を合わせて歩き、戦い、築け。魔術師をすべて失えば夜は敗北だ。</translation>
    </message>
    <message>
        <source>60–120 min</source>
        <translation>60～120分</translation>
    </message>
    <message>
        <source>Would-be dark lords bid their sleeved Units for territories, artifacts and monsters over nine rounds. Outbid your rivals, pay the upkeep and end with the most victory points.</source>
        <translation>名もなき魔王たちが9ラウンドにわたり、スリーブに入れたユニットを送り込んで領地・アーティファクト・魔物を競り合う。ライバルを上回り、維持費を払い、最も多くの勝利点を得よ。</translation>
    </message>
    <message>
        <source>30–60 min</source>
        <translation>30～60分</translation>
    </message>
    <message>
        <source>Everyone draws a dungeon on their own sheet from the same shared dice, in secret. Then the adventurer walks in: the best-built dungeon with the fiercest monsters scores most.</source>
        <translation>全員が同じダイスの目を使い、自分のシートにこっそりダンジョンを描く。そして冒険者が乗り込む。強い魔物を備えた見事なダンジョンほど高得点だ。</translation>
    </message>
    <message>
        <source>20–40 min</source>
        <translation>20～40分</translation>
    </message>
    <message>
        <source>Each commander defends their own castle against the same monsters, summoned on every board at once: hire units, move them and roll their skills. The first to bring the threat down to 8 declares victory; alone, destroy every monster before one breaks in.</source>
        <translation>各指揮官は、全員のボードに同時に召喚される同じ魔物から自分の城を守る。ユニットを雇い、動かし、スキルのダイスを振れ。脅威を8以下に下げて最初に勝利宣言した者が勝つ。ソロでは、城に侵入される前に魔物をすべて倒せ。</translation>
    </message>
    <message>
        <source>60–150 min</source>
        <translation>60～150分</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Game library</source>
        <translation>ゲームライブラリ</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>保存したゲームを開く…</translation>
    </message>
    <message>
        <source>Challenge of the day…</source>
        <translation>今日のチャレンジ…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近のゲーム</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}～{high}人</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count}人</translation>
    </message>
    <message>
        <source>Continue: {game}</source>
        <translation>続きから：{game}</translation>
    </message>
    <message>
        <source>{file} (saved)</source>
        <translation>{file}（保存済み）</translation>
    </message>
    <message>
        <source>The games you play and save will be listed here.</source>
        <translation>遊んだゲームや保存したゲームがここに並びます。</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1手</translation>
    </message>
    <message>
        <source>{count} moves</source>
        <translation>{count}手</translation>
    </message>
    <message>
        <source>{players} · {state} · {when}</source>
        <translation>{players}・{state}・{when}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>The game&apos;s story appears here.</source>
        <translation>ゲームの経過がここに表示されます。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export picture…</source>
        <translation>画像を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Learn to pla&amp;y…</source>
        <translation>遊び方を学ぶ(&amp;Y)…</translation>
    </message>
    <message>
        <source>&amp;Host online…</source>
        <translation>オンラインでホスト(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>参加(&amp;J)…</translation>
    </message>
    <message>
        <source>Open &amp;replay…</source>
        <translation>リプレイを開く(&amp;R)…</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>このゲームをリプレイ(&amp;P)</translation>
    </message>
    <message>
        <source>Res&amp;ults…</source>
        <translation>結果(&amp;U)…</translation>
    </message>
    <message>
        <source>Game &amp;library</source>
        <translation>ゲームライブラリ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>テーブル全体を表示(&amp;F)</translation>
    </message>
    <message>
        <source>Switch between table and &amp;prompt</source>
        <translation>テーブルとプロンプトを切り替える(&amp;P)</translation>
    </message>
    <message>
        <source>Focus the &amp;table</source>
        <translation>テーブルにフォーカス(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Cancel the choice in progress</source>
        <translation>選択中の操作を取り消す(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint: propose a move</source>
        <translation>ヒント：手を提案(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <source>Challenge of the &amp;day…</source>
        <translation>今日のチャレンジ(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>ルール(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quick reference…</source>
        <translation>早見表(&amp;Q)…</translation>
    </message>
    <message>
        <source>&amp;About Rook &amp; Raiders Desktop</source>
        <translation>Rook &amp; Raiders Desktop について(&amp;A)</translation>
    </message>
    <message>
        <source>The game data is broken</source>
        <translation>ゲームデータが壊れています</translation>
    </message>
    <message>
        <source>{game} cannot start because a data file is broken:

{error}</source>
        <translation>データファイルが壊れているため、{game}を開始できません：

{error}</translation>
    </message>
    <message>
        <source>Impossible setup</source>
        <translation>このセットアップでは遊べません</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>このファイルを開けません</translation>
    </message>
    <message>
        <source>This save cannot be opened because a data file is broken:

{error}</source>
        <translation>データファイルが壊れているため、このセーブを開けません：

{error}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>保存したゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>The game could not be written to {path}: {error}</source>
        <translation>ゲームを {path} に書き込めませんでした：{error}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
    <message>
        <source>Export a picture of the table</source>
        <translation>テーブルの画像を書き出す</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>書き出せません</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}.</source>
        <translation>画像を {path} に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Picture written to {path}</source>
        <translation>画像を {path} に書き出しました</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>続けますか？</translation>
    </message>
    <message>
        <source>A game in progress was saved automatically. Continue it?</source>
        <translation>途中のゲームが自動保存されています。続きから遊びますか？</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>未保存のゲーム</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>できません：{reason}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{name} ({bot} bot)</source>
        <translation>{name}（{bot}ボット）</translation>
    </message>
    <message>
        <source>New game of {game}, seed {seed}: {seats}</source>
        <translation>{game}の新しいゲーム、シード {seed}：{seats}</translation>
    </message>
    <message>
        <source>New game of {game}: {seats}</source>
        <translation>{game}の新しいゲーム：{seats}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>貪欲</translation>
    </message>
    <message>
        <source>{players} won</source>
        <translation>{players}の勝利</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Everybody lost</source>
        <translation>全員の敗北</translation>
    </message>
    <message>
        <source>Game over: {result}</source>
        <translation>ゲーム終了：{result}</translation>
    </message>
    <message>
        <source>{name} (bot) is thinking…</source>
        <translation>{name}（ボット）が考えています…</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name}の手番</translation>
    </message>
    <message>
        <source>Picked: {items}</source>
        <translation>選択中：{items}</translation>
    </message>
    <message>
        <source>Wait: it is nobody&apos;s turn.</source>
        <translation>お待ちください：今は誰の手番でもありません。</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>お待ちください：{name}の手番です。</translation>
    </message>
    <message>
        <source>Choose one:</source>
        <translation>1つ選んでください：</translation>
    </message>
    <message>
        <source>That is not a legal choice now.</source>
        <translation>今それは選べません。</translation>
    </message>
</context>
<context>
    <name>NDCardFaces</name>
    <message>
        <source>Unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>テリトリー</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>アーティファクト</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>マーカー</translation>
    </message>
    <message>
        <source>Skeleton</source>
        <translation>スケルトン</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>ゴブリン</translation>
    </message>
    <message>
        <source>Golem</source>
        <translation>ゴレム</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>オーク</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>トロール</translation>
    </message>
    <message>
        <source>Beast</source>
        <translation>獣</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>{n} gold</source>
        <translation>金貨{n}枚</translation>
    </message>
    <message>
        <source>{n} silver</source>
        <translation>銀貨{n}枚</translation>
    </message>
    <message>
        <source> + </source>
        <translation>＋</translation>
    </message>
    <message>
        <source>free</source>
        <translation>無料</translation>
    </message>
    <message>
        <source>Power {power} · upkeep {upkeep} · cost value {value}</source>
        <translation>パワー{power}・維持コスト {upkeep}・コスト値{value}</translation>
    </message>
    <message>
        <source>Magic circles {n}</source>
        <translation>魔方陣 {n}</translation>
    </message>
    <message>
        <source>INCOME: {coins}</source>
        <translation>収入：{coins}</translation>
    </message>
    <message>
        <source>EXCHANGE: {give} → {get}</source>
        <translation>両替：{give} → {get}</translation>
    </message>
    <message>
        <source>Victory points: {vp}</source>
        <translation>勝利点：{vp}</translation>
    </message>
    <message>
        <source>G</source>
        <translation>金</translation>
    </message>
    <message>
        <source>S</source>
        <translation>銀</translation>
    </message>
    <message>
        <source>sleeve of {owner} ({colour})</source>
        <translation>{owner}の魔方陣スリーブ（{colour}）</translation>
    </message>
    <message>
        <source>unit {n} of its battle area</source>
        <translation>バトルエリアの{n}体目</translation>
    </message>
    <message>
        <source>{n} Power token(s)</source>
        <translation>パワートークン{n}個</translation>
    </message>
    <message>
        <source>Charge token: no upkeep</source>
        <translation>チャージトークン：維持コスト不要</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>upkeep</source>
        <translation>維持</translation>
    </message>
    <message>
        <source>cost {n}</source>
        <translation>コスト{n}</translation>
    </message>
    <message>
        <source>INCOME</source>
        <translation>収入</translation>
    </message>
    <message>
        <source>EXCHANGE</source>
        <translation>両替</translation>
    </message>
    <message>
        <source>activate</source>
        <translation>起動</translation>
    </message>
</context>
<context>
    <name>NamelessDarkLord</name>
    <message>
        <source>You have no such EXCHANGE to use now</source>
        <translation>今使えるその両替はありません</translation>
    </message>
    <message>
        <source>You do not have the coins for that exchange</source>
        <translation>その両替に必要なコインがありません</translation>
    </message>
    <message>
        <source>You cannot pay {gold} gold and {silver} silver (you have {have_gold} gold and {have_silver} silver)</source>
        <translation>金貨{gold}枚と銀貨{silver}枚を支払えません（所持：金貨{have_gold}枚、銀貨{have_silver}枚）</translation>
    </message>
    <message>
        <source>Battle area {area} holds {limit} Units, its limit with {card} there</source>
        <translation>{card}がいるため、バトルエリア{area}に置けるユニットは{limit}体までです</translation>
    </message>
    <message>
        <source>Battle area {area} already holds {limit} Units</source>
        <translation>バトルエリア{area}にはすでにユニットが{limit}体います</translation>
    </message>
    <message>
        <source>{card} can only go to a battle area holding {fewer} Units or fewer</source>
        <translation>{card}はユニットが{fewer}体以下のバトルエリアにしか配置できません</translation>
    </message>
    <message>
        <source>This ability needs exactly two Units in battle areas</source>
        <translation>このアビリティにはバトルエリアのユニットがちょうど2体必要です</translation>
    </message>
    <message>
        <source>Choose a Unit in a battle area with cost value {max} or less</source>
        <translation>バトルエリアにいるコストの値が{max}以下のユニットを選んでください</translation>
    </message>
    <message>
        <source>Choose a Unit in a battle area with Power {max} or less</source>
        <translation>バトルエリアにいるパワーが{max}以下のユニットを選んでください</translation>
    </message>
    <message>
        <source>No card is left to be revealed</source>
        <translation>めくれるカードが残っていません</translation>
    </message>
    <message>
        <source>Choose another player</source>
        <translation>ほかのプレイヤーを選んでください</translation>
    </message>
    <message>
        <source>That is not a legal target for this ability</source>
        <translation>このアビリティの対象にはできません</translation>
    </message>
    <message>
        <source>the most victory points ({points})</source>
        <translation>勝利点が最も多い（{points}点）</translation>
    </message>
    <message>
        <source>tied on {points} points and on gold and silver income: a draw</source>
        <translation>{points}点で同点、金貨と銀貨の収入も同じ：引き分け</translation>
    </message>
    <message>
        <source>tied on {points} points; more gold, then silver income from Territories</source>
        <translation>{points}点で同点。テリトリーからの金貨、次に銀貨の収入が多いほうの勝ち</translation>
    </message>
    <message>
        <source>The Nameless Dark Lord (名もなき魔王)</source>
        <translation>名もなき魔王</translation>
    </message>
    <message>
        <source>The Nameless Dark Lord is for 3 or 4 players, not {n}</source>
        <translation>名もなき魔王は3～4人用です（{n}人では遊べません）</translation>
    </message>
    <message>
        <source>Choose a Unit card in your Home Area</source>
        <translation>ホームエリアのユニットカードを選んでください</translation>
    </message>
    <message>
        <source>{card} is not a Unit</source>
        <translation>{card}はユニットではありません</translation>
    </message>
    <message>
        <source>{card} was received this round: it can be used from the next round</source>
        <translation>{card}はこのラウンドに獲得したカードです。次のラウンドから使えます</translation>
    </message>
    <message>
        <source>{card} is off: it cannot be placed this round</source>
        <translation>{card}はオフ状態です。このラウンドは配置できません</translation>
    </message>
    <message>
        <source>{card} cannot be placed as an extra action</source>
        <translation>{card}は追加のアクションとしては配置できません</translation>
    </message>
    <message>
        <source>You have taken this turn&apos;s action; only an extra placement may follow</source>
        <translation>この手番のアクションは済んでいます。続けられるのは追加の配置だけです</translation>
    </message>
    <message>
        <source>You have no Magic Circle Sleeve left in your Home Area</source>
        <translation>ホームエリアに魔方陣スリーブが残っていません</translation>
    </message>
    <message>
        <source>There is no such battle area</source>
        <translation>そのバトルエリアはありません</translation>
    </message>
    <message>
        <source>{card} has no ability to use when placed</source>
        <translation>{card}には配置時に使うアビリティがありません</translation>
    </message>
    <message>
        <source>Exchanges are made when you pay something</source>
        <translation>両替は何かを支払うときに行います</translation>
    </message>
    <message>
        <source>The card must be in your Home Area</source>
        <translation>カードはホームエリアになければなりません</translation>
    </message>
    <message>
        <source>{card} has no activated ability</source>
        <translation>{card}には起動型アビリティがありません</translation>
    </message>
    <message>
        <source>{card} is off: its ability was used this round</source>
        <translation>{card}はオフ状態です（このラウンドにアビリティを使用済み）</translation>
    </message>
    <message>
        <source>Choose a card in another player&apos;s Home Area or the START PLAYER card</source>
        <translation>ほかのプレイヤーのホームエリアのカードか、スタートプレイヤーカードを選んでください</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>It is {who}&apos;s turn to decide, not this player&apos;s</source>
        <translation>今選択するのは{who}で、このプレイヤーではありません</translation>
    </message>
    <message>
        <source>You have taken this turn&apos;s action; end your turn</source>
        <translation>この手番のアクションは済んでいます。手番を終えてください</translation>
    </message>
    <message>
        <source>Take your action first: place a Unit, use an ability or pass</source>
        <translation>先にアクションを行ってください：ユニットの配置、アビリティの使用、またはパス</translation>
    </message>
    <message>
        <source>It is your turn: place a Unit, use an activated ability or pass</source>
        <translation>あなたの手番です：ユニットを配置するか、起動型アビリティを使うか、パスしてください</translation>
    </message>
    <message>
        <source>Pay to avoid the Curse token or take it</source>
        <translation>支払ってカーストークンを避けるか、カーストークンを受け取ってください</translation>
    </message>
    <message>
        <source>Put the cards back in the order you choose</source>
        <translation>好きな順番でカードを戻してください</translation>
    </message>
    <message>
        <source>Put back exactly the cards you looked at, in any order</source>
        <translation>見たカードをすべて、好きな順番で戻してください</translation>
    </message>
    <message>
        <source>Acquire the target card or decline it</source>
        <translation>ターゲットカードを獲得するか、見送ってください</translation>
    </message>
    <message>
        <source>Choose a card to exchange the Doll for, or decline</source>
        <translation>人形と交換するカードを選ぶか、見送ってください</translation>
    </message>
    <message>
        <source>That card is not in the Trash Area</source>
        <translation>そのカードはトラッシュエリアにありません</translation>
    </message>
    <message>
        <source>Take a card back from the Trash Area or decline</source>
        <translation>トラッシュエリアからカードを回収するか、見送ってください</translation>
    </message>
    <message>
        <source>You already own a Goblin Bomber</source>
        <translation>すでにゴブリンボマーを持っています</translation>
    </message>
    <message>
        <source>Take a Goblin Bomber or decline</source>
        <translation>ゴブリンボマーを受け取るか、見送ってください</translation>
    </message>
    <message>
        <source>Nothing to decide now</source>
        <translation>今は選択することがありません</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{n} gold</source>
        <translation>金貨{n}枚</translation>
    </message>
    <message>
        <source>{n} silver</source>
        <translation>銀貨{n}枚</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a}と{b}</translation>
    </message>
    <message>
        <source>Placement Phase (配置フェイズ)</source>
        <translation>配置フェイズ</translation>
    </message>
    <message>
        <source>Battle Area resolution (バトルエリアの解決)</source>
        <translation>バトルエリアの解決</translation>
    </message>
    <message>
        <source>End Phase (終了フェイズ)</source>
        <translation>終了フェイズ</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>upkeep</source>
        <translation>維持コスト</translation>
    </message>
    <message>
        <source>activation cost</source>
        <translation>起動コスト</translation>
    </message>
    <message>
        <source>Power token</source>
        <translation>パワートークン</translation>
    </message>
    <message>
        <source>to avoid the Curse token</source>
        <translation>カーストークンを避けるため</translation>
    </message>
    <message>
        <source>{who} receives {card_text}: plays {colour_text}</source>
        <translation>{who}は{card_text}を受け取る：{colour_text}でプレイ</translation>
    </message>
    <message>
        <source>3 players: the {count} cards marked 4P stay in the box</source>
        <translation>3人プレイ：4P表記のカード{count}枚は箱に戻す</translation>
    </message>
    <message>
        <source>{who} holds the START PLAYER card{most_text}</source>
        <translation>{who}がスタートプレイヤーカードを持つ{most_text}</translation>
    </message>
    <message>
        <source>— Round {round} — start player {start}{last_text}</source>
        <translation>― 第{round}ラウンド ― スタートプレイヤー：{start}{last_text}</translation>
    </message>
    <message>
        <source>{who}: {cards_text} active again</source>
        <translation>{who}：{cards_text}がアクティブ状態に戻った</translation>
    </message>
    <message>
        <source>Target cards: {cards_text}</source>
        <translation>ターゲットカード：{cards_text}</translation>
    </message>
    <message>
        <source>{who} {change_text} (now {total} sleeves)</source>
        <translation>{who}は{change_text}（現在{total}枚）</translation>
    </message>
    <message>
        <source>{who} takes INCOME: {coins_text}</source>
        <translation>{who}は収入を受け取る：{coins_text}</translation>
    </message>
    <message>
        <source>{phase_text}</source>
        <translation>{phase_text}</translation>
    </message>
    <message>
        <source>{who} places {card_text} in battle area {area} (unit {position}){extra_text}</source>
        <translation>{who}は{card_text}をバトルエリア{area}に配置（{position}体目）{extra_text}</translation>
    </message>
    <message>
        <source>{who} turns {card_text} off and uses its ability</source>
        <translation>{who}は{card_text}をオフ状態にしてアビリティを使用</translation>
    </message>
    <message>
        <source>{who} pays {coins_text} ({why_text})</source>
        <translation>{who}は{coins_text}を支払う（{why_text}）</translation>
    </message>
    <message>
        <source>{who} exchanges {give_text} → {get_text} with {card_text}</source>
        <translation>{who}は{card_text}で両替：{give_text} → {get_text}</translation>
    </message>
    <message>
        <source>Power token on {owner_text}&apos;s {card_text} in area {area} (now +{tokens})</source>
        <translation>エリア{area}の{owner_text}の{card_text}にパワートークン（現在+{tokens}）</translation>
    </message>
    <message>
        <source>Charge token on {owner_text}&apos;s {card_text} in area {area}</source>
        <translation>エリア{area}の{owner_text}の{card_text}にチャージトークン</translation>
    </message>
    <message>
        <source>{by_text} removes {owner_text}&apos;s {card_text} from area {area} to the Remove Area</source>
        <translation>{by_text}がエリア{area}の{owner_text}の{card_text}をリムーブエリアに移す</translation>
    </message>
    <message>
        <source>{owner_a_text}&apos;s {card_a_text} (area {area_a}) and {owner_b_text}&apos;s {card_b_text} (area {area_b}) change places</source>
        <translation>{owner_a_text}の{card_a_text}（エリア{area_a}）と{owner_b_text}の{card_b_text}（エリア{area_b}）が入れ替わる</translation>
    </message>
    <message>
        <source>{who} may now use the EXCHANGE of {card_text} this round</source>
        <translation>{who}はこのラウンド、{card_text}の両替を使える</translation>
    </message>
    <message>
        <source>{who} receives a Curse token ({card_text})</source>
        <translation>{who}はカーストークンを受け取る（{card_text}）</translation>
    </message>
    <message>
        <source>{who} pays to avoid the Curse token</source>
        <translation>{who}は支払ってカーストークンを避けた</translation>
    </message>
    <message>
        <source>{who} looks at the next {count} target cards</source>
        <translation>{who}は次のターゲットカード{count}枚を見る</translation>
    </message>
    <message>
        <source>You see: {cards_text}</source>
        <translation>見たカード：{cards_text}</translation>
    </message>
    <message>
        <source>{who} puts the {count} cards back in an order of their choice</source>
        <translation>{who}は{count}枚のカードを好きな順番で戻した</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who}はパス</translation>
    </message>
    <message>
        <source>Battle area {area}: target {card_text}</source>
        <translation>バトルエリア{area}：ターゲット {card_text}</translation>
    </message>
    <message>
        <source>Area {area} priority: {ranking_text}</source>
        <translation>エリア{area}の優先順：{ranking_text}</translation>
    </message>
    <message>
        <source>{who}&apos;s Goblin Bomber returns to the stock from area {area}</source>
        <translation>{who}のゴブリンボマーがエリア{area}からストックに戻る</translation>
    </message>
    <message>
        <source>{who} cannot pay {coins_text} for area {area}: priority passes on</source>
        <translation>{who}はエリア{area}の{coins_text}を支払えない：優先権は次へ移る</translation>
    </message>
    <message>
        <source>{who} declines {card_text} in area {area}</source>
        <translation>{who}はエリア{area}の{card_text}を見送る</translation>
    </message>
    <message>
        <source>{who} acquires {card_text} (area {area}) for {coins_text}</source>
        <translation>{who}は{coins_text}を支払って{card_text}（エリア{area}）を獲得</translation>
    </message>
    <message>
        <source>{card_text} (area {area}) goes to the Trash Area</source>
        <translation>{card_text}（エリア{area}）はトラッシュエリアへ</translation>
    </message>
    <message>
        <source>{card_text}: {who} owns {mine} Territories, the others at least {fewest_other}: {met_text}</source>
        <translation>{card_text}：{who}のテリトリーは{mine}枚、ほかのプレイヤーは最少でも{fewest_other}枚：{met_text}</translation>
    </message>
    <message>
        <source>{who} exchanges {doll_text} for {other_text}&apos;s {card_text}</source>
        <translation>{who}は{doll_text}を{other_text}の{card_text}と交換</translation>
    </message>
    <message>
        <source>{who} keeps the Witch Doll</source>
        <translation>{who}は魔女の人形を手元に残す</translation>
    </message>
    <message>
        <source>{who} takes {card_text} back from the Trash Area</source>
        <translation>{who}はトラッシュエリアから{card_text}を回収</translation>
    </message>
    <message>
        <source>Every Unit returns to its Home Area</source>
        <translation>すべてのユニットがホームエリアに戻る</translation>
    </message>
    <message>
        <source>{who} returns {coins_text} to the stock</source>
        <translation>{who}は{coins_text}をストックに戻す</translation>
    </message>
    <message>
        <source>{who} takes a Goblin Bomber</source>
        <translation>{who}はゴブリンボマーを受け取る</translation>
    </message>
    <message>
        <source>{who} does not take a Goblin Bomber</source>
        <translation>{who}はゴブリンボマーを受け取らない</translation>
    </message>
    <message>
        <source>{who}: {total} victory points (Curse tokens -{curses}; INCOME {gold_income} gold, {silver_income} silver)</source>
        <translation>{who}：勝利点{total}点（カーストークン -{curses}、収入 金貨{gold_income}・銀貨{silver_income}）</translation>
    </message>
    <message>
        <source>Game over: {result_text}</source>
        <translation>ゲーム終了：{result_text}</translation>
    </message>
    <message>
        <source> (most target cards this round: {n})</source>
        <translation>（このラウンドのターゲットカード最多：{n}枚）</translation>
    </message>
    <message>
        <source> (last round)</source>
        <translation>（最終ラウンド）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>takes {n} Magic Circle Sleeve(s)</source>
        <translation>魔方陣スリーブを{n}枚受け取る</translation>
    </message>
    <message>
        <source>returns {n} Magic Circle Sleeve(s)</source>
        <translation>魔方陣スリーブを{n}枚戻す</translation>
    </message>
    <message>
        <source>extra placement</source>
        <translation>追加の配置</translation>
    </message>
    <message>
        <source>with a Power token</source>
        <translation>パワートークン付き</translation>
    </message>
    <message>
        <source>{who} {total}</source>
        <translation>{who} {total}</translation>
    </message>
    <message>
        <source>nobody placed a Unit</source>
        <translation>誰もユニットを配置していない</translation>
    </message>
    <message>
        <source>worth 8 victory points</source>
        <translation>勝利点8点</translation>
    </message>
    <message>
        <source>condition not met</source>
        <translation>条件を満たしていない</translation>
    </message>
    <message>
        <source>a draw between {players}</source>
        <translation>{players}の引き分け</translation>
    </message>
    <message>
        <source>{players} wins</source>
        <translation>{players}の勝利</translation>
    </message>
    <message>
        <source>{owner}&apos;s {card} in {area}</source>
        <translation>{area}の{owner}の{card}</translation>
    </message>
    <message>
        <source>{give} → {get} at {card}</source>
        <translation>{card}で{give} → {get}</translation>
    </message>
    <message>
        <source> (exchanging {list})</source>
        <translation>（両替：{list}）</translation>
    </message>
    <message>
        <source>Place {card} in battle area {area}</source>
        <translation>{card}をバトルエリア{area}に配置</translation>
    </message>
    <message>
        <source> as an extra placement</source>
        <translation>（追加の配置）</translation>
    </message>
    <message>
        <source>, paying for a Power token</source>
        <translation>、パワートークンの分も支払う</translation>
    </message>
    <message>
        <source>Use {card} on {targets}</source>
        <translation>{card}を{targets}に使う</translation>
    </message>
    <message>
        <source>Use {card} on {who}</source>
        <translation>{card}を{who}に使う</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card}を使う</translation>
    </message>
    <message>
        <source>Pass for this round</source>
        <translation>このラウンドはパス</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>Put back, top first: {cards}</source>
        <translation>上から順に戻す：{cards}</translation>
    </message>
    <message>
        <source>Pay to avoid the Curse token</source>
        <translation>支払ってカーストークンを避ける</translation>
    </message>
    <message>
        <source>Take the Curse token</source>
        <translation>カーストークンを受け取る</translation>
    </message>
    <message>
        <source>Acquire {card} (area {area}), paying {coins}</source>
        <translation>{coins}を支払って{card}（エリア{area}）を獲得</translation>
    </message>
    <message>
        <source>Acquire the target card</source>
        <translation>ターゲットカードを獲得</translation>
    </message>
    <message>
        <source>Exchange the Witch Doll for {card}</source>
        <translation>魔女の人形を{card}と交換</translation>
    </message>
    <message>
        <source>Take back {card}</source>
        <translation>{card}を回収</translation>
    </message>
    <message>
        <source>Take a Goblin Bomber</source>
        <translation>ゴブリンボマーを受け取る</translation>
    </message>
    <message>
        <source>Do not acquire it (priority passes on)</source>
        <translation>獲得しない（優先権は次へ移る）</translation>
    </message>
    <message>
        <source>Keep the Witch Doll</source>
        <translation>魔女の人形を手元に残す</translation>
    </message>
    <message>
        <source>Take nothing back</source>
        <translation>何も回収しない</translation>
    </message>
    <message>
        <source>No Goblin Bomber</source>
        <translation>ゴブリンボマーは受け取らない</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>見送る</translation>
    </message>
    <message>
        <source>You put them back, top first: {cards_text}</source>
        <translation>戻した順番(上から)：{cards_text}</translation>
    </message>
</context>
<context>
    <name>NamelessDarkLordScene</name>
    <message>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Preparation Phase</source>
        <translation>準備フェイズ</translation>
    </message>
    <message>
        <source>Placement Phase</source>
        <translation>配置フェイズ</translation>
    </message>
    <message>
        <source>Battle area resolution</source>
        <translation>バトルエリアの解決</translation>
    </message>
    <message>
        <source>Abilities of acquired cards</source>
        <translation>獲得したカードのアビリティ</translation>
    </message>
    <message>
        <source>End Phase</source>
        <translation>終了フェイズ</translation>
    </message>
    <message>
        <source>Final Scoring</source>
        <translation>最終得点計算</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>Level 1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>Level 2</translation>
    </message>
    <message>
        <source>Level 3</source>
        <translation>Level 3</translation>
    </message>
    <message>
        <source>Level 3+</source>
        <translation>Level 3+</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>変動</translation>
    </message>
    <message>
        <source>base + bonus</source>
        <translation>基本＋ボーナス</translation>
    </message>
    <message>
        <source>a/b</source>
        <translation>a/b</translation>
    </message>
    <message>
        <source>Curse tokens</source>
        <translation>カーストークン</translation>
    </message>
    <message>
        <source>Territories (テリトリー) {count}</source>
        <translation>テリトリー {count}</translation>
    </message>
    <message>
        <source>Units (ユニット) {count}</source>
        <translation>ユニット {count}</translation>
    </message>
    <message>
        <source>Artifacts (アーティファクト) {count}</source>
        <translation>アーティファクト {count}</translation>
    </message>
    <message>
        <source>Charge token: free</source>
        <translation>チャージトークン：無料</translation>
    </message>
    <message>
        <source>changed upkeep</source>
        <translation>維持コスト変更</translation>
    </message>
    <message>
        <source>with surcharge</source>
        <translation>追加料金込み</translation>
    </message>
    <message>
        <source>changed upkeep, with surcharge</source>
        <translation>維持コスト変更・追加料金込み</translation>
    </message>
    <message>
        <source>Battle areas (バトルエリア)</source>
        <translation>バトルエリア</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {phase}</source>
        <translation>第{round}ラウンド（全{rounds}）・{phase}</translation>
    </message>
    <message>
        <source>NOW</source>
        <translation>解決中</translation>
    </message>
    <message>
        <source>{count}/{limit}</source>
        <translation>{count}/{limit}</translation>
    </message>
    <message>
        <source>no Unit yet</source>
        <translation>ユニットなし</translation>
    </message>
    <message>
        <source>acquired by {name}</source>
        <translation>{name}が獲得</translation>
    </message>
    <message>
        <source>to the Trash Area</source>
        <translation>トラッシュエリアへ</translation>
    </message>
    <message>
        <source>{name}: Power {total}</source>
        <translation>{name}：パワー{total}</translation>
    </message>
    <message>
        <source>✓ acquired</source>
        <translation>✓ 獲得</translation>
    </message>
    <message>
        <source>▶ priority</source>
        <translation>▶ 優先権</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ なし</translation>
    </message>
    <message>
        <source>{rank}. {name} {total} {mark}</source>
        <translation>{rank}. {name} {total} {mark}</translation>
    </message>
    <message>
        <source>nobody placed a Unit</source>
        <translation>ユニットの配置なし</translation>
    </message>
    <message>
        <source>upkeep due: {coins}</source>
        <translation>維持コスト：{coins}</translation>
    </message>
    <message>
        <source>Decks (山札): cards left</source>
        <translation>山札：残り枚数</translation>
    </message>
    <message>
        <source>target cards</source>
        <translation>ターゲットカード</translation>
    </message>
    <message>
        <source>{deck}: {count} card(s) left</source>
        <translation>{deck}：残り{count}枚</translation>
    </message>
    <message>
        <source>Goblin Bombers</source>
        <translation>ゴブリンボマー</translation>
    </message>
    <message>
        <source>×{count} in stock</source>
        <translation>ストックに{count}枚</translation>
    </message>
    <message>
        <source>Trash Area (トラッシュエリア) {count}</source>
        <translation>トラッシュエリア {count}</translation>
    </message>
    <message>
        <source>Remove Area (リムーブエリア) {count}</source>
        <translation>リムーブエリア {count}</translation>
    </message>
    <message>
        <source>Stock (ストック)</source>
        <translation>ストック</translation>
    </message>
    <message>
        <source>G</source>
        <translation>金</translation>
    </message>
    <message>
        <source>gold coins</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>S</source>
        <translation>銀</translation>
    </message>
    <message>
        <source>silver coins</source>
        <translation>銀貨</translation>
    </message>
    <message>
        <source>Power tokens</source>
        <translation>パワートークン</translation>
    </message>
    <message>
        <source>Charge tokens</source>
        <translation>チャージトークン</translation>
    </message>
    <message>
        <source>Cu</source>
        <translation>呪</translation>
    </message>
    <message>
        <source>You look at the next target cards (top first):</source>
        <translation>次のターゲットカード（上から順に）：</translation>
    </message>
    <message>
        <source>{number}. {name} — {colour}</source>
        <translation>{number}. {name} ― {colour}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>パス済み</translation>
    </message>
    <message>
        <source>acquired {count} this round</source>
        <translation>このラウンド{count}枚獲得</translation>
    </message>
    <message>
        <source> · </source>
        <translation>・</translation>
    </message>
    <message>
        <source>Magic Circle Sleeves: {colour}</source>
        <translation>魔方陣スリーブ：{colour}</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>銀貨</translation>
    </message>
    <message>
        <source>free sleeves ×{count}</source>
        <translation>空きスリーブ ×{count}</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>new: next round</source>
        <translation>新規：次ラウンドから</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>A draw between {names}</source>
        <translation>{names}の引き分け</translation>
    </message>
    <message>
        <source>{names} wins</source>
        <translation>{names}の勝利</translation>
    </message>
    <message>
        <source>Final Scoring (最終得点計算)</source>
        <translation>最終得点計算</translation>
    </message>
    <message>
        <source>GAME OVER</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Curse tokens ×{count}</source>
        <translation>カーストークン ×{count}</translation>
    </message>
    <message>
        <source>{rank}. place</source>
        <translation>{rank}位</translation>
    </message>
    <message>
        <source>★ WINNER · {rank}</source>
        <translation>★ 勝者・{rank}</translation>
    </message>
    <message>
        <source>tie-break: INCOME {gold} gold, {silver} silver</source>
        <translation>同点判定：収入 金貨{gold}・銀貨{silver}</translation>
    </message>
    <message>
        <source>Total {points} VP</source>
        <translation>合計 {points}点</translation>
    </message>
    <message>
        <source>placed in area {area}</source>
        <translation>エリア{area}に配置</translation>
    </message>
    <message>
        <source>acquired</source>
        <translation>獲得</translation>
    </message>
    <message>
        <source>used its ability</source>
        <translation>能力を使用</translation>
    </message>
    <message>
        <source>taken back</source>
        <translation>取り戻した</translation>
    </message>
    <message>
        <source>swapped</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>trashed</source>
        <translation>トラッシュへ</translation>
    </message>
    <message>
        <source>removed from area {area}</source>
        <translation>エリア{area}からリムーブ</translation>
    </message>
    <message>
        <source>swapped into area {area}</source>
        <translation>入れ替わりでエリア{area}へ</translation>
    </message>
    <message>
        <source>battle area {letter}</source>
        <translation>バトルエリア{letter}</translation>
    </message>
    <message>
        <source>START PLAYER card</source>
        <translation>スタートプレイヤーカード</translation>
    </message>
    <message>
        <source>{owner}&apos;s Home Area: {card}</source>
        <translation>{owner}のホームエリア：{card}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>battle area {letter}: {count} Unit(s), target card {card}</source>
        <translation>バトルエリア{letter}：ユニット{count}体、ターゲットカード {card}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {card} in battle area {letter} (unit {n}, Power {power})</source>
        <translation>バトルエリア{letter}の{owner}の{card}（{n}体目、パワー{power}）</translation>
    </message>
    <message>
        <source>{name}&apos;s Home Area</source>
        <translation>{name}のホームエリア</translation>
    </message>
    <message>
        <source>Trash Area: {card}</source>
        <translation>トラッシュエリア：{card}</translation>
    </message>
    <message>
        <source>Round {round}: click an active Unit of your Home Area, then a battle area to place it (free sleeves: {sleeves}); or click a card to use its activated ability; or pass for this round.</source>
        <translation>第{round}ラウンド：ホームエリアのアクティブ状態のユニットをクリックし、配置するバトルエリアをクリック（空きスリーブ：{sleeves}）。または起動型アビリティを使うカードをクリック。またはこのラウンドはパス。</translation>
    </message>
    <message>
        <source>You may make an extra placement (click the Unit, then a battle area), or end your turn.</source>
        <translation>追加の配置ができます（ユニット、次にバトルエリアをクリック）。または手番を終えます。</translation>
    </message>
    <message>
        <source>{who} uses {card} on you: pay {coins} to avoid the Curse token, or take it.</source>
        <translation>{who}があなたに{card}を使いました：{coins}を支払ってカーストークンを避けるか、受け取ってください。</translation>
    </message>
    <message>
        <source>Put back the {count} cards you look at, in the order you choose (the first is revealed first).</source>
        <translation>見た{count}枚のカードを好きな順番で戻してください（最初のカードが最初にめくられます）。</translation>
    </message>
    <message>
        <source>Battle area {letter}: you have priority for {card}. Acquire it by paying the upkeep of your Units there: {total} ({lines}). You have {coins}. Or decline: priority passes on.</source>
        <translation>バトルエリア{letter}：{card}の優先権はあなたにあります。そこにある自軍ユニットの維持コスト {total}（{lines}）を支払って獲得できます。所持：{coins}。見送ると優先権は次へ移ります。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Witch Doll: click a card in another player&apos;s Home Area (or the START PLAYER card) to exchange the Doll for it, or keep the Doll.</source>
        <translation>魔女の人形：ほかのプレイヤーのホームエリアのカード（またはスタートプレイヤーカード）をクリックして人形と交換するか、人形を手元に残してください。</translation>
    </message>
    <message>
        <source>Take a card back from the Trash Area (click it), or take nothing.</source>
        <translation>トラッシュエリアからカードを回収する（クリック）か、何も回収しないでください。</translation>
    </message>
    <message>
        <source>You acquired no target card this round: take a Goblin Bomber from the stock?</source>
        <translation>このラウンドはターゲットカードを獲得しませんでした：ストックからゴブリンボマーを受け取りますか？</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Bot: Easy</source>
        <translation>ボット：やさしい</translation>
    </message>
    <message>
        <source>Bot: Normal</source>
        <translation>ボット：ふつう</translation>
    </message>
    <message>
        <source>Bot: Hard</source>
        <translation>ボット：むずかしい</translation>
    </message>
    <message>
        <source>Bot: Expert</source>
        <translation>ボット：エキスパート</translation>
    </message>
    <message>
        <source>Bot (random)</source>
        <translation>ボット（ランダム）</translation>
    </message>
    <message>
        <source>Easy: plays the obvious move, but often slips.</source>
        <translation>やさしい：目先の良い手を打つが、よく手を誤る。</translation>
    </message>
    <message>
        <source>Normal: always takes the move that looks best right now.</source>
        <translation>ふつう：いつもその場で最も良く見える手を打つ。</translation>
    </message>
    <message>
        <source>Hard: thinks ahead briefly, trying its best moves against what may come.</source>
        <translation>むずかしい：少しだけ先を読み、有力な手をこの先の展開で試してから打つ。</translation>
    </message>
    <message>
        <source>Expert: thinks about a second per move, playing its best moves out against what it cannot see. It never peeks at hidden cards.</source>
        <translation>エキスパート：1手に約1秒考え、見えない部分をいくつも想定して有力な手を打ち進めて比べる。伏せられた情報を盗み見ることはない。</translation>
    </message>
    <message>
        <source>Random: any legal move (for testing).</source>
        <translation>ランダム：合法手から無作為に選ぶ（テスト用）。</translation>
    </message>
    <message>
        <source>None (basic solo rules)</source>
        <translation>なし（基本のソロルール）</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>New game: {game}</source>
        <translation>新しいゲーム：{game}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座席</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>プレイする人</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>ソロの難易度</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー人数</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>シード（省略可）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>The seed must be a whole number of at most 20 digits (or empty for a random one).</source>
        <translation>シードは20桁以内の整数にしてください（空欄ならランダム）。</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The host&apos;s computer sees everything, like a dealer; yours sees only your seat.</source>
        <translation>ホストのコンピューターはディーラーのようにすべてを見ます。あなたのコンピューターが見るのはあなたの席だけです。</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>away</source>
        <translation>離席中</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>未参加</translation>
    </message>
    <message>
        <source>a bot</source>
        <translation>ボット</translation>
    </message>
    <message>
        <source>at the host&apos;s computer</source>
        <translation>ホストのコンピューターで</translation>
    </message>
    <message>
        <source>played by a bot while away</source>
        <translation>離席中はボットが代行</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>再接続中…</translation>
    </message>
    <message>
        <source>cannot reach the broker</source>
        <translation>ブローカーに接続できません</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>接続しています…</translation>
    </message>
    <message>
        <source>Cannot join</source>
        <translation>参加できません</translation>
    </message>
    <message>
        <source>The game cannot be reached: {reason}</source>
        <translation>ゲームに接続できません: {reason}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>The room cannot open: {reason}</source>
        <translation>ルームを開けません: {reason}</translation>
    </message>
    <message>
        <source>Resume a hosted game</source>
        <translation>ホストしたゲームを再開</translation>
    </message>
    <message>
        <source>New room</source>
        <translation>新しいルーム</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>A game of {game} you hosted did not finish ({moves} moves played). Resume it? Your guests&apos; invitations still work: their tables come back by themselves.</source>
        <translation>ホストした「{game}」のゲームが終わっていません（{moves}手まで）。再開しますか？ ゲストの招待はそのまま使え、ゲストの卓は自動で戻ります。</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>破棄</translation>
    </message>
</context>
<context>
    <name>OnlinePanel</name>
    <message>
        <source>Online</source>
        <translation>オンライン</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>接続しています…</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>テーブルへのメッセージ…</translation>
    </message>
    <message>
        <source>Connection: {state}</source>
        <translation>接続: {state}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>席{number}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>The audit FAILED: {problems}</source>
        <translation>検証に失敗しました: {problems}</translation>
    </message>
    <message>
        <source>Audit: every table you were shown matches the host&apos;s revealed seed.</source>
        <translation>検証: 表示されたすべての盤面が、ホストの公開したシードと一致しました。</translation>
    </message>
    <message>
        <source>The host revealed the seed: {seed}</source>
        <translation>ホストが公開したシード: {seed}</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>the host keeps this game&apos;s save</source>
        <translation>このゲームのセーブはホストが保存します</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Practice journal</source>
        <translation>練習記録</translation>
    </message>
    <message>
        <source>The game was recorded in the practice journal.</source>
        <translation>このゲームを練習記録に記録しました。</translation>
    </message>
    <message>
        <source>Challenge of the day recorded. Today&apos;s best: {result}.</source>
        <translation>今日のチャレンジを記録しました。今日のベスト: {result}。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>How long bots wait before they move, and how long the dice tumble</source>
        <translation>ボットが動くまでの待ち時間と、ダイスが転がる時間</translation>
    </message>
    <message>
        <source>Reduced motion: no animations (bots still wait before they move)</source>
        <translation>動きを減らす：アニメーションなし（ボットは動く前に待ちます）</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Enlarges the text of the whole window and the table. Above 100 % the table can be larger than the window: scroll, or move the keyboard focus over it.</source>
        <translation>ウィンドウ全体とテーブルの文字を大きくします。100 %を超えるとテーブルがウィンドウより大きくなることがあります。スクロールするか、キーボードのフォーカスを移動してください。</translation>
    </message>
    <message>
        <source>Fit the table to the window</source>
        <translation>テーブルをウィンドウに合わせる</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>アニメーションの速さ(&amp;A)</translation>
    </message>
    <message>
        <source>Interface &amp;scale</source>
        <translation>表示の拡大率(&amp;S)</translation>
    </message>
    <message>
        <source>Table &amp;zoom</source>
        <translation>テーブルの拡大率(&amp;Z)</translation>
    </message>
    <message>
        <source>Changes take effect at once; the game on the table goes on. Zoom with Ctrl + and Ctrl −, fit with Ctrl+0.</source>
        <translation>変更はすぐに反映され、テーブルのゲームはそのまま続きます。Ctrl + と Ctrl − で拡大・縮小、Ctrl+0 で全体を表示します。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <source>Current ({percent} %)</source>
        <translation>現在（{percent} %）</translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <source>Clear picks</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>More choices below: scroll ↓</source>
        <translation>下にまだ選択肢があります:スクロール ↓</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>Panic spreads, the fate coin is tossed, monsters spawn, walk towards the magic circle and attack (LS-11.3).</source>
        <translation>パニックが広がり、運命のコインを投げ、魔物が出現し、魔法陣へ向かって移動し、攻撃する（LS-11.3）。</translation>
    </message>
    <message>
        <source>Heroes regain AP and MP; in turn each hero moves, attacks once with a weapon, uses potions, scrolls and boons, then ends the turn (LS-16).</source>
        <translation>英雄はAPとMPを回復する。順番に各英雄が移動し、武器で1回攻撃し、ポーション・スクロール・恩恵を使い、手番を終える（LS-16）。</translation>
    </message>
    <message>
        <source>The night is over: what is left is counted (LS-18).</source>
        <translation>夜が終わる。残ったものを数える（LS-18）。</translation>
    </message>
    <message>
        <source>Nights 1 and 2 are won once every spawn card is revealed and the monsters&apos; HP left is at most the number of heroes (LS-1.8).</source>
        <translation>第1夜と第2夜は、出現カードがすべて公開され、残った魔物のHP合計が英雄の数以下になれば勝利（LS-1.8）。</translation>
    </message>
    <message>
        <source>Night 3 is won when the scenario&apos;s boss dies (LS-1.9).</source>
        <translation>第3夜はシナリオのボスを倒せば勝利（LS-1.9）。</translation>
    </message>
    <message>
        <source>All lose at once if a hero dies or the magic circle loses its last mage (LS-1.5, LS-1.7).</source>
        <translation>英雄が1人でも死ぬか、魔法陣の魔術師が全滅すると、全員がただちに敗北（LS-1.5、LS-1.7）。</translation>
    </message>
    <message>
        <source>Used cards turn active again, income is paid and new target cards are revealed (ND-5).</source>
        <translation>使用済みのカードがアクティブに戻り、収入を得て、新しい目標カードが公開される（ND-5）。</translation>
    </message>
    <message>
        <source>In turn: place a Unit in a battle area, use an activated ability, or pass, until everyone has passed (ND-6).</source>
        <translation>順番に、ユニットを戦場に配置する・起動能力を使う・パスする、のいずれかを全員がパスするまで行う（ND-6）。</translation>
    </message>
    <message>
        <source>Area by area, the highest Power may acquire the target by paying the upkeep of its Units there (ND-11).</source>
        <translation>戦場ごとに、パワーが最も高い者が、そこにいる自分のユニットの維持費を払って目標を獲得できる（ND-11）。</translation>
    </message>
    <message>
        <source>Abilities of the cards just acquired take effect (ND-13).</source>
        <translation>獲得したばかりのカードの能力が発動する（ND-13）。</translation>
    </message>
    <message>
        <source>Units come home, the START PLAYER card moves on, the next round begins (ND-14).</source>
        <translation>ユニットが本拠地に戻り、スタートプレイヤーカードが移り、次のラウンドが始まる（ND-14）。</translation>
    </message>
    <message>
        <source>The game lasts 9 rounds, until the decks run out (ND-4.1, ND-4.5).</source>
        <translation>ゲームは山札が尽きるまでの9ラウンド（ND-4.1、ND-4.5）。</translation>
    </message>
    <message>
        <source>The most victory points on your cards, minus Curse tokens, wins; ties go to gold, then silver income (ND-4.6, ND-15).</source>
        <translation>カードの勝利点から呪いトークンを引いた合計が最も多い者が勝つ。同点なら金貨収入、次に銀貨収入で決める（ND-4.6、ND-15）。</translation>
    </message>
    <message>
        <source>Each round the white and black dice are rolled once for everyone; each player, in secret, draws a wall block or plans a room, then crosses off the round (RL-3).</source>
        <translation>毎ラウンド白と黒のダイスを全員共通で1回振る。各プレイヤーは秘密裏に壁ブロックを描くか部屋を計画し、ラウンドを消す（RL-3）。</translation>
    </message>
    <message>
        <source>The sheets are stacked; the adventurer walks each floor by the fewest rooms, fighting the monsters of each scoring room: strong enough monsters score 5 for the floor&apos;s owner (RL-10, RL-11).</source>
        <translation>シートを重ね、冒険者が各階を最も少ない部屋数で進み、得点部屋ごとに魔物と戦う。魔物が十分に強ければその階の持ち主が5点を得る（RL-10、RL-11）。</translation>
    </message>
    <message>
        <source>Your building part ends after the round that crosses off your last time or development number (round 16 at the latest) (RL-8.3).</source>
        <translation>時間トラックか開発トラックの最後の数字を消したラウンドの終わりに、建築パートが終わる（遅くとも第16ラウンド）（RL-8.3）。</translation>
    </message>
    <message>
        <source>After the interception the highest final total wins; a tie is a draw (RL-15.2).</source>
        <translation>迎撃の後、最終得点が最も高い者が勝つ。同点は引き分け（RL-15.2）。</translation>
    </message>
    <message>
        <source>Round 0: each player places their starting units (RR-5).</source>
        <translation>第0ラウンド：各プレイヤーが初期ユニットを配置する（RR-5）。</translation>
    </message>
    <message>
        <source>In turn, each player chooses a command card; the LEADER carries out its large effect, every other player its small effect (RR-6.6).</source>
        <translation>順番に各プレイヤーがコマンドカードを選ぶ。選んだリーダーは大効果、他の全員（フォロワー）は小効果を実行する（RR-6.6）。</translation>
    </message>
    <message>
        <source>The commands nobody chose run for everyone, small effect (RR-6.8).</source>
        <translation>誰も選ばなかったコマンドは、全員が小効果で自動実行する（RR-6.8）。</translation>
    </message>
    <message>
        <source>Every monster moves and attacks by its fixed procedure (RR-12).</source>
        <translation>すべての魔物が決まった手順で移動・攻撃する（RR-12）。</translation>
    </message>
    <message>
        <source>Two new monsters are summoned on every board (RR-15).</source>
        <translation>全員のボードに新たな魔物が2体召喚される（RR-15）。</translation>
    </message>
    <message>
        <source>The players with the most monsters heal 1 HP (RR-16.2).</source>
        <translation>魔物が最も多いプレイヤーがHPを1回復する（RR-16.2）。</translation>
    </message>
    <message>
        <source>Each player readies up to 2 acted units (RR-16.6).</source>
        <translation>各プレイヤーは行動済みユニットを2体まで未行動に戻す（RR-16.6）。</translation>
    </message>
    <message>
        <source>New mercenaries, commands shuffled, the start player moves on (RR-16.7).</source>
        <translation>傭兵の入れ替え、コマンドのシャッフル、スタートプレイヤーの交代（RR-16.7）。</translation>
    </message>
    <message>
        <source>2 to 4 players: once the monster deck is empty, a player whose threat total is 8 or less may declare victory; the first to declare wins (RR-19.4).</source>
        <translation>2～4人：魔物の山札が尽きた後、脅威合計が8以下のプレイヤーは勝利を宣言できる。最初に宣言した者が勝つ（RR-19.4）。</translation>
    </message>
    <message>
        <source>A red (boss) monster or a second blue one breaking into your castle eliminates you; the last player left wins (RR-13).</source>
        <translation>赤（ボス）の魔物、または2体目の青の魔物に城へ侵入されると脱落。最後に残ったプレイヤーが勝つ（RR-13）。</translation>
    </message>
    <message>
        <source>Alone: defeat every monster to win; any monster breaking in loses the game (RR-18.1, RR-18.2).</source>
        <translation>ソロ：魔物をすべて倒せば勝利。1体でも城に侵入されれば敗北（RR-18.1、RR-18.2）。</translation>
    </message>
    <message>
        <source>Quick reference (F2)</source>
        <translation>早見表 (F2)</translation>
    </message>
    <message>
        <source>Start a game to see your choices here.</source>
        <translation>ゲームを始めると、ここにできることが表示されます。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Nothing: it is {name}&apos;s turn.</source>
        <translation>なし：{name}の手番です。</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>まだありません。</translation>
    </message>
    <message>
        <source>{example} (and {count} more like it)</source>
        <translation>{example}（ほか同種{count}件）</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>…ほか{count}件</translation>
    </message>
</context>
<context>
    <name>QuickReferenceDialog</name>
    <message>
        <source>Quick reference: {game}</source>
        <translation>早見表：{game}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The round, in order</source>
        <translation>ラウンドの流れ</translation>
    </message>
    <message>
        <source>(now)</source>
        <translation>（現在）</translation>
    </message>
    <message>
        <source>What you may do now</source>
        <translation>今できること</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>ゲームの終わり方</translation>
    </message>
</context>
<context>
    <name>RLSheet</name>
    <message>
        <source>Dungeon sheet: columns {first} to {last}, rows 1 to {rows}</source>
        <translation>ダンジョンシート：列 {first}～{last}、行 1～{rows}</translation>
    </message>
</context>
<context>
    <name>Recap</name>
    <message>
        <source>the game itself</source>
        <translation>ゲームの自動進行</translation>
    </message>
    <message>
        <source>Since your last turn, {n} of {total}: {who}</source>
        <translation>前回の手番から：{n}／{total} – {who}</translation>
    </message>
</context>
<context>
    <name>RecapBox</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>ReplaceGuard</name>
    <message>
        <source>Save the game?</source>
        <translation>ゲームを保存しますか？</translation>
    </message>
    <message>
        <source>The game on the table has moves that are not saved. Save it before leaving it?</source>
        <translation>卓上のゲームには保存されていない手があります。離れる前に保存しますか？</translation>
    </message>
    <message>
        <source>Discard: it stays among the recent games of the library (autosaved).</source>
        <translation>破棄しても、ライブラリの「最近のゲーム」に残ります（自動保存）。</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Open a replay</source>
        <translation>リプレイを開く</translation>
    </message>
    <message>
        <source>Cannot open this replay</source>
        <translation>このリプレイを開けません</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここから遊ぶ</translation>
    </message>
    <message>
        <source>The game on the table has not been saved: the new game replaces it. Play from here anyway?</source>
        <translation>テーブルのゲームは保存されていません。新しいゲームに置き換わります。それでもここから遊びますか？</translation>
    </message>
    <message>
        <source>A new game from action {index}; the original is unchanged.</source>
        <translation>アクション{index}からの新しいゲームです。元のゲームはそのままです。</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Initial placement</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Main phase</source>
        <translation>メインフェイズ</translation>
    </message>
    <message>
        <source>Main phase · AUTO</source>
        <translation>メインフェイズ · オート</translation>
    </message>
    <message>
        <source>Enemy phase · Invasion</source>
        <translation>エネミーフェイズ · 侵略</translation>
    </message>
    <message>
        <source>Enemy phase · Summon</source>
        <translation>エネミーフェイズ · 召喚</translation>
    </message>
    <message>
        <source>End phase · Support</source>
        <translation>エンドフェイズ · 援護</translation>
    </message>
    <message>
        <source>End phase · Saint</source>
        <translation>エンドフェイズ · セイント</translation>
    </message>
    <message>
        <source>End phase · Fatigue recovery</source>
        <translation>エンドフェイズ · 疲労回復</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>エンドフェイズ</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>次のラウンドへ</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Preparation Phase</source>
        <translation>準備フェイズ</translation>
    </message>
    <message>
        <source>Placement Phase</source>
        <translation>配置フェイズ</translation>
    </message>
    <message>
        <source>Battle area resolution</source>
        <translation>バトルエリアの解決</translation>
    </message>
    <message>
        <source>Abilities of acquired cards</source>
        <translation>獲得したカードのアビリティ</translation>
    </message>
    <message>
        <source>End Phase</source>
        <translation>終了フェイズ</translation>
    </message>
    <message>
        <source>Building part</source>
        <translation>構築パート</translation>
    </message>
    <message>
        <source>Interception part</source>
        <translation>迎撃パート</translation>
    </message>
    <message>
        <source>Monster phase</source>
        <translation>モンスターフェイズ</translation>
    </message>
    <message>
        <source>Hero phase</source>
        <translation>ヒーローフェイズ</translation>
    </message>
    <message>
        <source>End of the night</source>
        <translation>夜の終わり</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ 最初</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>最後 ▶|</translation>
    </message>
    <message>
        <source>the game on the table</source>
        <translation>テーブルのゲーム</translation>
    </message>
    <message>
        <source>Replay of {game} — {name}</source>
        <translation>{game}のリプレイ — {name}</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>Timeline: the actions of the game</source>
        <translation>タイムライン：ゲームのアクション</translation>
    </message>
    <message>
        <source>Watch as:</source>
        <translation>視点：</translation>
    </message>
    <message>
        <source>Jump to:</source>
        <translation>移動先：</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>1× plays two actions per second</source>
        <translation>1×は1秒に2アクション再生します</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <source>A note for this moment</source>
        <translation>この場面のメモ</translation>
    </message>
    <message>
        <source>Bookmark this moment</source>
        <translation>この場面をブックマーク</translation>
    </message>
    <message>
        <source>Remove the bookmark</source>
        <translation>ブックマークを削除</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここから遊ぶ</translation>
    </message>
    <message>
        <source>Start a new game from the moment shown; the original stays as it is</source>
        <translation>表示中の場面から新しいゲームを始めます。元のゲームはそのままです</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 再生</translation>
    </message>
    <message>
        <source>Ⅱ Pause</source>
        <translation>Ⅱ 一時停止</translation>
    </message>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>第{round}ラウンド · {phase}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>第{round}ラウンド</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>Spectator (what every player sees)</source>
        <translation>観戦者（全員に見える情報）</translation>
    </message>
    <message>
        <source>{name}&apos;s view</source>
        <translation>{name}の視点</translation>
    </message>
    <message>
        <source>{where} (action {index})</source>
        <translation>{where}（アクション{index}）</translation>
    </message>
    <message>
        <source>The end (action {index})</source>
        <translation>終わり（アクション{index}）</translation>
    </message>
    <message>
        <source>Action {index} · {where}</source>
        <translation>アクション{index} · {where}</translation>
    </message>
    <message>
        <source>Action {index} of {count}</source>
        <translation>アクション{index}／{count}</translation>
    </message>
    <message>
        <source>The table as set up · {where}</source>
        <translation>セットアップ直後のテーブル · {where}</translation>
    </message>
    <message>
        <source>{name} chose in secret</source>
        <translation>{name}が秘密裏に選択しました</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}：{action}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Replay of {game}, seed {seed}: {seats}</source>
        <translation>{game}のリプレイ、シード{seed}：{seats}</translation>
    </message>
    <message>
        <source>The bookmarks are kept with the game on the table: saving it saves them.</source>
        <translation>ブックマークはテーブルのゲームと一緒に保持され、ゲームを保存すると保存されます。</translation>
    </message>
    <message>
        <source>The bookmarks could not be saved: {error}</source>
        <translation>ブックマークを保存できませんでした：{error}</translation>
    </message>
    <message>
        <source>Bookmarks saved in {name}</source>
        <translation>ブックマークを{name}に保存しました</translation>
    </message>
</context>
<context>
    <name>Roguelight</name>
    <message>
        <source>That is not a block</source>
        <translation>それはブロックではありません</translation>
    </message>
    <message>
        <source>The block must lie inside the map</source>
        <translation>ブロックはマップ内に記入してください</translation>
    </message>
    <message>
        <source>A block may not overlap a filled square</source>
        <translation>塗ったマスにブロックを重ねてはいけません</translation>
    </message>
    <message>
        <source>A block may not cross a dotted line</source>
        <translation>ブロックは点線を跨いではいけません</translation>
    </message>
    <message>
        <source>A block may not touch a dotted rectangle from the inside</source>
        <translation>点線の四角形に内側から接することはできません</translation>
    </message>
    <message>
        <source>A block must share an edge with a filled square or a dotted rectangle (the outer wall alone is not enough)</source>
        <translation>ブロックは塗ったマスまたは点線の四角形と辺で接する必要があります(外壁のみに接することはできません)</translation>
    </message>
    <message>
        <source>A planned room must be at least 2 squares wide and 2 tall</source>
        <translation>部屋の計画は縦横2マス以上の四角形でなければいけません</translation>
    </message>
    <message>
        <source>The rectangle must have exactly as many squares as the dice sum</source>
        <translation>四角形のマス数は出目の合計と丁度同じでなければいけません</translation>
    </message>
    <message>
        <source>This rectangle may have at most 12 squares</source>
        <translation>この四角形は最大12マスまでです</translation>
    </message>
    <message>
        <source>The rectangle must lie inside the map</source>
        <translation>四角形はマップ内に記入してください</translation>
    </message>
    <message>
        <source>A planned room may not enclose a filled square</source>
        <translation>点線で塗ったマスを囲うことはできません</translation>
    </message>
    <message>
        <source>A planned room may not overlap another dotted rectangle</source>
        <translation>点線の四角形同士を重ねることはできません</translation>
    </message>
    <message>
        <source>A planned room may not share an edge with another dotted rectangle</source>
        <translation>点線の四角形と辺で接してはいけません</translation>
    </message>
    <message>
        <source>A planned room must share an edge with a filled square (the outer wall alone is not enough)</source>
        <translation>点線は塗ったマスと必ず辺で接します(外壁のみに接することはできません)</translation>
    </message>
    <message>
        <source>A dotted rectangle may not enclose only part of a large monster</source>
        <translation>大型モンスターの一部だけを点線で囲うことはできません</translation>
    </message>
    <message>
        <source>Roguelight (ローグライト)</source>
        <translation>ローグライト</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Basic map</source>
        <translation>基本マップ</translation>
    </message>
    <message>
        <source>Advanced map (large monsters, objectives)</source>
        <translation>上級マップ(大型モンスター、目標)</translation>
    </message>
    <message>
        <source>Roguelight is for 1 to 6 players, not {n}</source>
        <translation>ローグライトのプレイ人数は1〜6人です({n}人ではできません)</translation>
    </message>
    <message>
        <source>Choose the basic or the advanced map</source>
        <translation>基本マップか上級マップを選んでください</translation>
    </message>
    <message>
        <source>That player has nothing to choose now</source>
        <translation>そのプレイヤーは今選ぶことがありません</translation>
    </message>
    <message>
        <source>Choose the exit when your building part has ended</source>
        <translation>出口は構築パートが終了してから選びます</translation>
    </message>
    <message>
        <source>Choose your exit</source>
        <translation>出口を選んでください</translation>
    </message>
    <message>
        <source>You can still take action A or B this round</source>
        <translation>このラウンドはまだ行動Aか行動Bを行えます</translation>
    </message>
    <message>
        <source>Take action A (place a wall) or action B (plan a room) first</source>
        <translation>先に行動A(壁の設置)か行動B(部屋の計画)を行ってください</translation>
    </message>
    <message>
        <source>Nothing to choose now</source>
        <translation>今選ぶことはありません</translation>
    </message>
    <message>
        <source>This round is already special: no item mark is needed</source>
        <translation>このラウンドは既に特別なラウンドです。マークを塗る必要はありません</translation>
    </message>
    <message>
        <source>In a normal round use the white die (or fill a circled item mark)</source>
        <translation>通常のラウンドでは白のサイコロの出目を使います(または囲ったマークを塗り潰します)</translation>
    </message>
    <message>
        <source>Only a circled, unfilled item mark can make the round special</source>
        <translation>特別なラウンドに変えられるのは○で囲った塗り潰していないマークだけです</translation>
    </message>
    <message>
        <source>An item mark is only filled to use the black die</source>
        <translation>マークを塗り潰すのは黒のサイコロの出目を使うときだけです</translation>
    </message>
    <message>
        <source>Both dice show the same: use the white die</source>
        <translation>2つのダイスが同じ目です。白ダイスを使ってください</translation>
    </message>
    <message>
        <source>The block must have the shape of the die face (rotated or mirrored)</source>
        <translation>ブロックは出目に対応した形でなければいけません(回転・反転は自由)</translation>
    </message>
    <message>
        <source>Finish the effect being resolved first</source>
        <translation>解決中の効果を先に終えてください</translation>
    </message>
    <message>
        <source>Draw the dotted rectangle of the extra action</source>
        <translation>追加アクションの点線の四角形を記入してください</translation>
    </message>
    <message>
        <source>Draw the block of the effect being resolved</source>
        <translation>解決中の効果のブロックを記入してください</translation>
    </message>
    <message>
        <source>The block must have exactly {n} connected squares</source>
        <translation>ブロックは縦か横に繋がった丁度{n}マスでなければいけません</translation>
    </message>
    <message>
        <source>Choose one of your waiting effects</source>
        <translation>未解決の効果から1つ選んでください</translation>
    </message>
    <message>
        <source>That item mark cannot be circled (already circled, or right of an unbroken boundary)</source>
        <translation>そのマークは囲えません(既に囲ってあるか、破られていない境界より右側です)</translation>
    </message>
    <message>
        <source>That extra action is used or right of an unbroken boundary</source>
        <translation>その追加アクションは使用済みか、破られていない境界より右側です</translation>
    </message>
    <message>
        <source>No square can take a 1-square block</source>
        <translation>1マス分のブロックを記入できるマスがありません</translation>
    </message>
    <message>
        <source>That choice does not belong to this effect</source>
        <translation>その選択はこの効果のものではありません</translation>
    </message>
    <message>
        <source>The adventurer takes a route with the fewest rooms</source>
        <translation>冒険者は通過する部屋が最も少ない道筋を進みます</translation>
    </message>
    <message>
        <source>the highest final total wins</source>
        <translation>最終的な合計得点が最も高いプレイヤーの勝利</translation>
    </message>
    <message>
        <source>solo score {score}: {title}</source>
        <translation>ソロの得点{score}点:称号「{title}」</translation>
    </message>
    <message>
        <source>Familiar (使い魔)</source>
        <translation>使い魔</translation>
    </message>
    <message>
        <source>Demon Soldier (魔兵)</source>
        <translation>魔兵</translation>
    </message>
    <message>
        <source>Demon Knight (魔騎士)</source>
        <translation>魔騎士</translation>
    </message>
    <message>
        <source>Demon General (魔将軍)</source>
        <translation>魔将軍</translation>
    </message>
    <message>
        <source>Demon Duke (魔公)</source>
        <translation>魔公</translation>
    </message>
    <message>
        <source>Demon King (魔王)</source>
        <translation>魔王</translation>
    </message>
    <message>
        <source>item</source>
        <translation>アイテム</translation>
    </message>
    <message>
        <source>ghost</source>
        <translation>ゴースト</translation>
    </message>
    <message>
        <source>bat</source>
        <translation>コウモリ</translation>
    </message>
    <message>
        <source>the white die</source>
        <translation>白のサイコロ</translation>
    </message>
    <message>
        <source>the black die</source>
        <translation>黒のサイコロ</translation>
    </message>
    <message>
        <source>a 1-square block</source>
        <translation>1マス分のブロック</translation>
    </message>
    <message>
        <source>more blue slimes than green</source>
        <translation>青スライムが緑スライムより多い</translation>
    </message>
    <message>
        <source>more green slimes than blue</source>
        <translation>緑スライムが青スライムより多い</translation>
    </message>
    <message>
        <source>a ghost in the room</source>
        <translation>部屋にゴーストがいる</translation>
    </message>
    <message>
        <source>a bat in the room</source>
        <translation>部屋にコウモリがいる</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>a dotted rectangle of up to 12 squares</source>
        <translation>最大12マスの点線の四角形</translation>
    </message>
    <message>
        <source>a 1-square block per ghost left</source>
        <translation>残ったゴーストの数だけ1マス分のブロック</translation>
    </message>
    <message>
        <source>{who} rolls white {white} (start area) and black {black} (outlines {outlined})</source>
        <translation>{who}は白{white}(開始エリア)、黒{black}(縁取り {outlined})を出しました</translation>
    </message>
    <message>
        <source>{players} players on the {map} map</source>
        <translation>{players}人で{map}マップを使用</translation>
    </message>
    <message>
        <source>One player (solo) on the {map} map</source>
        <translation>1人（ソロ）で{map}マップを使用</translation>
    </message>
    <message>
        <source>Round {round}: white {white}, black {black}</source>
        <translation>第{round}ラウンド:白{white}、黒{black}</translation>
    </message>
    <message>
        <source>{who} fills an item mark: a special round</source>
        <translation>{who}はマークを塗り潰し、特別なラウンドにしました</translation>
    </message>
    <message>
        <source>{who} can draw nothing this round</source>
        <translation>{who}はこのラウンドに何も記入できません</translation>
    </message>
    <message>
        <source>{who} fills a whole large monster</source>
        <translation>{who}は大型モンスターを全て塗り潰しました</translation>
    </message>
    <message>
        <source>{who} advances the development track by {n} (to {crossed})</source>
        <translation>{who}は発展トラックを{n}進めました({crossed}まで)</translation>
    </message>
    <message>
        <source>{who} breaks the boundary at {number}</source>
        <translation>{who}は{number}の境界を破りました</translation>
    </message>
    <message>
        <source>{who} outlines the goal: {goal_text}</source>
        <translation>{who}は目標を縁取りました:{goal_text}</translation>
    </message>
    <message>
        <source>{who} circles an item mark worth {points}</source>
        <translation>{who}は{points}点のマークを○で囲いました</translation>
    </message>
    <message>
        <source>{who} uses an extra action: {extra_text}</source>
        <translation>{who}は追加アクションを使いました:{extra_text}</translation>
    </message>
    <message>
        <source>{who} draws an effect block</source>
        <translation>{who}は効果のブロックを記入しました</translation>
    </message>
    <message>
        <source>{who} does not use the {effect_text} effect</source>
        <translation>{who}は{effect_text}の効果を使いませんでした</translation>
    </message>
    <message>
        <source>{who}&apos;s {effect_text} effect does nothing</source>
        <translation>{who}の{effect_text}の効果は何も起こしません</translation>
    </message>
    <message>
        <source>{who} ends the effect</source>
        <translation>{who}は効果を終えました</translation>
    </message>
    <message>
        <source>{who} has finished round {round}</source>
        <translation>{who}は第{round}ラウンドの記入を終えました</translation>
    </message>
    <message>
        <source>Round {round} ends</source>
        <translation>第{round}ラウンド終了</translation>
    </message>
    <message>
        <source>{who}&apos;s building part ends after round {round}</source>
        <translation>{who}の構築パートは第{round}ラウンドで終了しました</translation>
    </message>
    <message>
        <source>{who} keeps the {exit_text} exit</source>
        <translation>{who}は{exit_text}の出口を選びました</translation>
    </message>
    <message>
        <source>{who} scores {items} for items and {rooms} for rooms ({scoring} of {total_rooms} rooms score)</source>
        <translation>{who}はアイテムから{items}点、部屋から{rooms}点を得ました(部屋{total_rooms}のうち得点対象{scoring})</translation>
    </message>
    <message>
        <source>{who}&apos;s entrance and exit are not connected: the sheet sits out</source>
        <translation>{who}の入口と出口が繋がっていないため、シートは迎撃パートに参加しません</translation>
    </message>
    <message>
        <source>The interception part begins</source>
        <translation>迎撃パート開始</translation>
    </message>
    <message>
        <source>The adventurer enters level {level}, {who}&apos;s floor</source>
        <translation>冒険者が第{level}階層({who}のフロア)に入りました</translation>
    </message>
    <message>
        <source>The adventurer moves to the next room of {who}&apos;s floor</source>
        <translation>冒険者が{who}のフロアの次の部屋へ移動しました</translation>
    </message>
    <message>
        <source>Combat: {monsters} monsters against {white}/{black} + {level} = {strength}: {who} scores {points}</source>
        <translation>戦闘:モンスター{monsters}体 対 {white}/{black}+{level}={strength}:{who}が{points}点獲得</translation>
    </message>
    <message>
        <source>The adventurer picks up items: {items} (armed level {level})</source>
        <translation>冒険者がアイテムを{items}個拾いました:武装レベル{level}</translation>
    </message>
    <message>
        <source>The adventurer descends: {who} scores {points} (final total {final})</source>
        <translation>冒険者が降下しました:{who}は{points}点(最終的な合計得点{final}点)</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>基本</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Action A: {block} on {cells}</source>
        <translation>行動A:{block}を{cells}に記入</translation>
    </message>
    <message>
        <source> (filling an item mark)</source>
        <translation>(マークを塗り潰す)</translation>
    </message>
    <message>
        <source>Plan a room {w}×{h} from {cell}</source>
        <translation>{cell}から{w}×{h}の部屋を計画</translation>
    </message>
    <message>
        <source>Draw nothing (no legal drawing)</source>
        <translation>何も記入しない(記入できる場所がない)</translation>
    </message>
    <message>
        <source>Circle item mark {n}</source>
        <translation>マーク{n}を○で囲う</translation>
    </message>
    <message>
        <source>Use extra action {n}</source>
        <translation>追加アクション{n}を使う</translation>
    </message>
    <message>
        <source>Bat: draw a 1-square block</source>
        <translation>コウモリ:1マス分のブロックを記入する</translation>
    </message>
    <message>
        <source>a {size}-square block</source>
        <translation>{size}マスのブロック</translation>
    </message>
    <message>
        <source>{who} draws a {n}-square block</source>
        <translation>{who}は{n}マスのブロックを記入しました</translation>
    </message>
    <message>
        <source>{who} plans a room of {w}×{h} (monsters: {monsters})</source>
        <translation>{who}は{w}×{h}の部屋を計画しました(モンスター{monsters}体)</translation>
    </message>
    <message>
        <source>{who} fills a square: {effect_text}</source>
        <translation>{who}はマスを塗り潰しました：{effect_text}</translation>
    </message>
    <message>
        <source>Bat: advance the development track by 2</source>
        <translation>コウモリ:発展トラックを2つ進める</translation>
    </message>
    <message>
        <source>Draw the effect block on {cells}</source>
        <translation>効果のブロックを{cells}に記入</translation>
    </message>
    <message>
        <source>End the effect</source>
        <translation>効果を終える</translation>
    </message>
    <message>
        <source>Do not use this effect</source>
        <translation>この効果を使わない</translation>
    </message>
    <message>
        <source>Keep the {exit} exit</source>
        <translation>{exit}の出口を選ぶ</translation>
    </message>
    <message>
        <source>Send the adventurer to the exit</source>
        <translation>冒険者を出口へ進める</translation>
    </message>
    <message>
        <source>Send the adventurer to room {n}</source>
        <translation>冒険者を部屋{n}へ進める</translation>
    </message>
</context>
<context>
    <name>RoguelightScene</name>
    <message>
        <source>blue slime</source>
        <translation>青スライム</translation>
    </message>
    <message>
        <source>green slime</source>
        <translation>緑スライム</translation>
    </message>
    <message>
        <source>ghost</source>
        <translation>ゴースト</translation>
    </message>
    <message>
        <source>bat</source>
        <translation>コウモリ</translation>
    </message>
    <message>
        <source>item</source>
        <translation>アイテム</translation>
    </message>
    <message>
        <source>entrance</source>
        <translation>入口</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>出口</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空きマス</translation>
    </message>
    <message>
        <source>building — secret</source>
        <translation>建築中 — 非公開</translation>
    </message>
    <message>
        <source>waiting for the others</source>
        <translation>他のプレイヤーを待っています</translation>
    </message>
    <message>
        <source>building over</source>
        <translation>建築終了</translation>
    </message>
    <message>
        <source>Time track (rounds): circled numbers are special rounds</source>
        <translation>時間トラック(ラウンド):囲まれた数字は特別なラウンド</translation>
    </message>
    <message>
        <source>Development track: {n} crossed off (thick lines: boundaries)</source>
        <translation>開発トラック:{n}まで消去済み(太線は境界)</translation>
    </message>
    <message>
        <source>Item row (points): circled marks can be filled for the black die</source>
        <translation>アイテム欄(得点):丸で囲んだマークを塗ると黒ダイスを使えます</translation>
    </message>
    <message>
        <source>{n}-sq. block</source>
        <translation>{n}マスのブロック</translation>
    </message>
    <message>
        <source>room ≤12</source>
        <translation>12マス以下の部屋</translation>
    </message>
    <message>
        <source>ghosts</source>
        <translation>ゴースト</translation>
    </message>
    <message>
        <source>Extra actions (ghosts): each once</source>
        <translation>追加アクション(ゴースト):各1回</translation>
    </message>
    <message>
        <source>Your sheet: {name}</source>
        <translation>あなたのシート:{name}</translation>
    </message>
    <message>
        <source>The adventurer explores {name}&apos;s sheet</source>
        <translation>冒険者が{name}のシートを探索中</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet</source>
        <translation>{name}のシート</translation>
    </message>
    <message>
        <source>Round {round}: the shared roll</source>
        <translation>ラウンド{round}:共通のダイス</translation>
    </message>
    <message>
        <source>white {w} · black {b} · sum {sum}</source>
        <translation>白{w}・黒{b}・合計{sum}</translation>
    </message>
    <message>
        <source>special round: you may use the black die</source>
        <translation>特別なラウンド:黒ダイスも使えます</translation>
    </message>
    <message>
        <source>normal round: the white die (the black one costs a circled item mark)</source>
        <translation>通常のラウンド:白ダイス(黒ダイスには丸で囲んだアイテムマークが必要)</translation>
    </message>
    <message>
        <source>White die block</source>
        <translation>白ダイスのブロック</translation>
    </message>
    <message>
        <source>Black die block</source>
        <translation>黒ダイスのブロック</translation>
    </message>
    <message>
        <source>1 square</source>
        <translation>1マス</translation>
    </message>
    <message>
        <source>Plan a room (B)</source>
        <translation>部屋を計画(B)</translation>
    </message>
    <message>
        <source>⟳ Rotate (R)</source>
        <translation>⟳ 回転(R)</translation>
    </message>
    <message>
        <source>⇋ Mirror (F)</source>
        <translation>⇋ 反転(F)</translation>
    </message>
    <message>
        <source>Interception (迎撃): the adventurer descends</source>
        <translation>迎撃:冒険者が降りてきます</translation>
    </message>
    <message>
        <source>{mark} level {k}: {name} (development {dev}, items {items})</source>
        <translation>{mark} 第{k}層:{name}(開発{dev}、アイテム{items})</translation>
    </message>
    <message>
        <source> — {points} interception points</source>
        <translation> — 迎撃{points}点</translation>
    </message>
    <message>
        <source>no floor, sits out: {names}</source>
        <translation>フロアなし、不参加:{names}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Armed level {level} ({marks} of {total} marks) · score track {track}</source>
        <translation>武装レベル{level}({total}マス中{marks})・得点トラック{track}</translation>
    </message>
    <message>
        <source>last combat roll:</source>
        <translation>直前の戦闘ダイス:</translation>
    </message>
    <message>
        <source>The other sheets</source>
        <translation>他のプレイヤーのシート</translation>
    </message>
    <message>
        <source>Other sheets</source>
        <translation>他のシート</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>exit to choose</source>
        <translation>出口を選択中</translation>
    </message>
    <message>
        <source>done this round</source>
        <translation>このラウンドは完了</translation>
    </message>
    <message>
        <source>{points} points so far</source>
        <translation>現在{points}点</translation>
    </message>
    <message>
        <source>Final scores (最終得点)</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>GAME OVER</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>{names} wins</source>
        <translation>{names}の勝利</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>アイテム</translation>
    </message>
    <message>
        <source>White die</source>
        <translation>白ダイス</translation>
    </message>
    <message>
        <source>Black die</source>
        <translation>黒ダイス</translation>
    </message>
    <message>
        <source>Plan a room</source>
        <translation>部屋を計画</translation>
    </message>
    <message>
        <source>Level · floor</source>
        <translation>階層・フロア</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>開発</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>迎撃点</translation>
    </message>
    <message>
        <source>final total: {points}</source>
        <translation>最終得点：{points}点</translation>
    </message>
    <message>
        <source>circled marks</source>
        <translation>囲んだマーク</translation>
    </message>
    <message>
        <source>Rooms: {scoring} of {total} score</source>
        <translation>部屋:{total}部屋中{scoring}部屋が得点</translation>
    </message>
    <message>
        <source>{n} each</source>
        <translation>各{n}点</translation>
    </message>
    <message>
        <source>Every room scores</source>
        <translation>全部屋が得点</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>advanced map</source>
        <translation>上級マップ</translation>
    </message>
    <message>
        <source>Interception</source>
        <translation>迎撃</translation>
    </message>
    <message>
        <source>score track</source>
        <translation>得点トラック</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>不参加</translation>
    </message>
    <message>
        <source>Title: {title}</source>
        <translation>称号:{title}</translation>
    </message>
    <message>
        <source>{rank}. place</source>
        <translation>{rank}位</translation>
    </message>
    <message>
        <source>★ WINNER · {rank}</source>
        <translation>★ 勝者・{rank}</translation>
    </message>
    <message>
        <source>Total {points}</source>
        <translation>合計{points}点</translation>
    </message>
    <message>
        <source>Armed level {level} · score track {track}</source>
        <translation>武装レベル{level}・得点トラック{track}</translation>
    </message>
    <message>
        <source>Not here: {reason}</source>
        <translation>ここには置けません:{reason}</translation>
    </message>
    <message>
        <source>It may go here: release to draw it.</source>
        <translation>ここに置けます:ボタンを離すと記入します。</translation>
    </message>
    <message>
        <source>It may go here: click to draw it.</source>
        <translation>ここに置けます:クリックで記入します。</translation>
    </message>
    <message>
        <source>new roll: round {round}</source>
        <translation>新しいダイス:ラウンド{round}</translation>
    </message>
    <message>
        <source>combat: {white}/{black}</source>
        <translation>戦闘:{white}/{black}</translation>
    </message>
    <message>
        <source>the adventurer enters</source>
        <translation>冒険者が入った</translation>
    </message>
    <message>
        <source>the adventurer moves here</source>
        <translation>冒険者がここへ移動</translation>
    </message>
    <message>
        <source>combat {white}/{black}: {points} points</source>
        <translation>戦闘 {white}/{black}:{points}点</translation>
    </message>
    <message>
        <source>items: armed level {level}</source>
        <translation>アイテム:武装レベル{level}</translation>
    </message>
    <message>
        <source>{points} interception points</source>
        <translation>迎撃{points}点</translation>
    </message>
    <message>
        <source>{name}&apos;s room {n}</source>
        <translation>{name}の部屋{n}</translation>
    </message>
    <message>
        <source>the shared roll</source>
        <translation>共通のダイス</translation>
    </message>
    <message>
        <source>the last combat roll</source>
        <translation>直前の戦闘ダイス</translation>
    </message>
    <message>
        <source>level {k}: {name}</source>
        <translation>第{k}層:{name}</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>回転</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>反転</translation>
    </message>
    <message>
        <source>die mark {n}</source>
        <translation>ダイスマーク{n}</translation>
    </message>
    <message>
        <source>your sheet, square {square}: {what}</source>
        <translation>あなたのシート、マス{square}:{what}</translation>
    </message>
    <message>
        <source>tool: {name}</source>
        <translation>ツール:{name}</translation>
    </message>
    <message>
        <source>Several routes through your sheet have the fewest rooms: choose where the adventurer goes next.</source>
        <translation>あなたのシートには通過する部屋が最も少ない道筋が複数あります:冒険者が次に進む先を選んでください。</translation>
    </message>
    <message>
        <source>Your building part is over: keep one exit (the other three are filled), then your sheet is scored.</source>
        <translation>建築パートが終わりました:出口を1つ残してください(他の3つは塗られます)。その後シートが得点計算されます。</translation>
    </message>
    <message>
        <source>Round {round}, dice white {w} and black {b}. Action A: choose a block with the tool buttons, turn it with R (rotate) and F (mirror), and click the square for its top-left part. Action B: choose &quot;Plan a room&quot; and drag from one corner of a dotted rectangle of exactly {sum} squares to the opposite one (or click its top-left and bottom-right squares).</source>
        <translation>ラウンド{round}、ダイスは白{w}と黒{b}。アクションA:ツールボタンでブロックを選び、R(回転)とF(反転)で向きを変え、ブロックの左上のマスをクリックします。アクションB:「部屋を計画」を選び、ちょうど{sum}マスの点線の四角形を角から対角の角までドラッグします(左上と右下のマスをクリックしても描けます)。</translation>
    </message>
    <message>
        <source>Extra action: drag from one corner of a dotted rectangle of up to {n} squares to the opposite one (or click its top-left and bottom-right squares).</source>
        <translation>追加アクション:{n}マス以下の点線の四角形を角から対角の角までドラッグします(左上と右下のマスをクリックしても描けます)。</translation>
    </message>
    <message>
        <source>Draw a block of {size} square(s): click its squares ({left} block(s) left), or end the effect.</source>
        <translation>{size}マスのブロックを記入:そのマスをクリックします(残り{left}個)。または効果を終了します。</translation>
    </message>
    <message>
        <source>Your drawing reached special squares: resolve their effects one by one with the buttons (or skip them).</source>
        <translation>特殊なマスを塗りました:ボタンで効果を1つずつ解決してください(使わないこともできます)。</translation>
    </message>
    <message>
        <source>A monster. A room planned around it advances your development track by one per monster (RL-5.8); in a scoring room the adventurer fights the monsters there (RL-11.1).</source>
        <translation>モンスター。これを囲んで部屋を計画すると、囲んだモンスター1体につき開発トラックが1進みます（RL-5.8）。得点部屋では冒険者がそこのモンスターと戦います（RL-11.1）。</translation>
    </message>
    <message>
        <source>A ghost square: filling it with a block lets you choose one extra action (RL-7.8).</source>
        <translation>ゴーストのマス：ブロックで塗ると、追加アクションを1つ選べます（RL-7.8）。</translation>
    </message>
    <message>
        <source>A bat square: filling it lets you draw a 1-square block or advance the development track by 2 (RL-7.16).</source>
        <translation>コウモリのマス：塗ると、1マスのブロックを記入するか、開発トラックを2進めるかを選べます（RL-7.16）。</translation>
    </message>
    <message>
        <source>An item square: filling it circles a mark of your item row (RL-7.4); in a scoring room the adventurer picks up its items (RL-12.1).</source>
        <translation>アイテムのマス：塗ると、アイテム欄のマークを1つ丸で囲みます（RL-7.4）。得点部屋では冒険者がそのアイテムを拾います（RL-12.1）。</translation>
    </message>
    <message>
        <source>The adventurer explores the floor from the entrance (RL-10.9).</source>
        <translation>冒険者は入口からフロアを探索します（RL-10.9）。</translation>
    </message>
    <message>
        <source>An exit: the adventurer&apos;s route runs from the entrance to the exit (RL-13.2).</source>
        <translation>出口：冒険者のルートは入口から出口へ向かいます（RL-13.2）。</translation>
    </message>
    <message>
        <source>Action A with the white die: draw the block of its face, touching a filled square (RL-4.6, RL-4.10).</source>
        <translation>アクションA（白ダイス）：出目のブロックを、塗られたマスに接するように記入します（RL-4.6、RL-4.10）。</translation>
    </message>
    <message>
        <source>Action A with the black die: only in a special round, or by filling a circled item mark (RL-4.3, RL-4.4).</source>
        <translation>アクションA（黒ダイス）：特別ラウンドのみ、または丸で囲んだアイテムマークを塗ると使えます（RL-4.3、RL-4.4）。</translation>
    </message>
    <message>
        <source>Whatever the dice show, you may draw a 1-square block instead (RL-4.7).</source>
        <translation>出目にかかわらず、代わりに1マスのブロックを記入できます（RL-4.7）。</translation>
    </message>
    <message>
        <source>Action B: a dotted rectangle of exactly the dice&apos;s sum of squares, at least 2x2, touching a filled square (RL-5.2 to RL-5.5).</source>
        <translation>アクションB：ダイスの合計ちょうどのマス数で、2×2以上の点線の長方形を、塗られたマスに接するように描きます（RL-5.2～RL-5.5）。</translation>
    </message>
    <message>
        <source>A block may be rotated and reflected freely (RL-4.9).</source>
        <translation>ブロックは自由に回転・反転できます（RL-4.9）。</translation>
    </message>
</context>
<context>
    <name>RookRaiders</name>
    <message>
        <source>That seat is played by a bot</source>
        <translation>その席はボットがプレイしています</translation>
    </message>
    <message>
        <source>Data file {path} is missing</source>
        <translation>データファイル {path} がありません</translation>
    </message>
    <message>
        <source>Data file {path} cannot be read: {error}</source>
        <translation>データファイル {path} を読み込めません：{error}</translation>
    </message>
    <message>
        <source>Data file {path} is not valid JSON: {error} at line {line}, column {column}</source>
        <translation>データファイル {path} は正しいJSONではありません：{error}（{line}行 {column}列）</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>It is not that player&apos;s turn to act</source>
        <translation>そのプレイヤーの手番ではありません</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>元に戻す操作がありません</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>やり直す操作がありません</translation>
    </message>
    <message>
        <source>Cannot read {name}: {error}</source>
        <translation>{name} を読み込めません：{error}</translation>
    </message>
    <message>
        <source>{name} has changed since the replay was opened: the bookmarks were not written</source>
        <translation>{name}はリプレイを開いた後に変更されたため、ブックマークは書き込まれませんでした</translation>
    </message>
    <message>
        <source>{name} is not a save file (corrupt or truncated JSON: {error}, line {line})</source>
        <translation>{name} はセーブファイルではありません（JSONが壊れているか途中で切れています：{error}、{line}行）</translation>
    </message>
    <message>
        <source>{name} is not a save file: it is larger than {limit} MB, the most a save file may be</source>
        <translation>{name} はセーブファイルではありません：セーブファイルの上限 {limit} MB を超えています</translation>
    </message>
    <message>
        <source>{name} is not a save file (it is not UTF-8 text)</source>
        <translation>{name} はセーブファイルではありません（UTF-8 のテキストではありません）</translation>
    </message>
    <message>
        <source>{name} is not a save file (its JSON is nested too deeply)</source>
        <translation>{name} はセーブファイルではありません（JSONの入れ子が深すぎます）</translation>
    </message>
    <message>
        <source>{name} is not a save file (it holds a number too large)</source>
        <translation>{name} はセーブファイルではありません（大きすぎる数が含まれています）</translation>
    </message>
    <message>
        <source>{name} is damaged or was edited: {error}</source>
        <translation>{name} は壊れているか編集されています：{error}</translation>
    </message>
    <message>
        <source>{name} is not a Rook &amp; Raiders Desktop save file</source>
        <translation>{name} は Rook &amp; Raiders Desktop のセーブファイルではありません</translation>
    </message>
    <message>
        <source>{name} has save format {format}; this version reads format {expected}</source>
        <translation>{name} のセーブ形式は {format} です。このバージョンが読めるのは形式 {expected} です</translation>
    </message>
    <message>
        <source>{name} is damaged: the game id is not a name</source>
        <translation>{name} は壊れています：ゲームIDが名前になっていません</translation>
    </message>
    <message>
        <source>{name} is for an unknown game {game}</source>
        <translation>{name} は未知のゲーム {game} のものです</translation>
    </message>
    <message>
        <source>{name} was made with game data version {saved}, but this installation has version {installed}: the cards differ, so it cannot be replayed</source>
        <translation>{name} はゲームデータのバージョン {saved} で作られましたが、このインストールのバージョンは {installed} です。カードが異なるため再現できません</translation>
    </message>
    <message>
        <source>{name} is damaged: the entry {entry} is missing</source>
        <translation>{name} は壊れています：項目 {entry} がありません</translation>
    </message>
    <message>
        <source>{name} is damaged: {error}</source>
        <translation>{name} は壊れています：{error}</translation>
    </message>
    <message>
        <source>{name} is damaged: the seed {seed} is not a whole number of at most 20 digits</source>
        <translation>{name} は壊れています：シード {seed} が20桁以内の整数ではありません</translation>
    </message>
    <message>
        <source>{name} is damaged: the actions are not a list</source>
        <translation>{name} は壊れています：アクションが一覧になっていません</translation>
    </message>
    <message>
        <source>{name} has an impossible setup: {error}</source>
        <translation>{name} のセットアップは成立しません：{error}</translation>
    </message>
    <message>
        <source>{name} is damaged or was edited: action {number} is not a valid action ({error})</source>
        <translation>{name} は壊れているか編集されています：{number}番目の行動が正しくありません（{error}）</translation>
    </message>
    <message>
        <source>{name} is damaged or was edited: action {number} cannot be replayed ({error})</source>
        <translation>{name} は壊れているか編集されています：{number}番目の行動を再現できません（{error}）</translation>
    </message>
    <message>
        <source>{name} was edited or damaged: replaying it does not reach the saved position</source>
        <translation>{name} は編集されたか壊れています：再現しても保存時の局面になりません</translation>
    </message>
    <message>
        <source>Rook &amp; Raiders (ルーク&amp;レイダース)</source>
        <translation>ルーク&amp;レイダース</translation>
    </message>
    <message>
        <source>Rook &amp; Raiders is for 1 to 4 players, not {n}</source>
        <translation>ルーク&amp;レイダースは1～4人用です（{n}人では遊べません）</translation>
    </message>
    <message>
        <source>Unknown solo difficulty {difficulty!r}</source>
        <translation>未知のソロ難易度 {difficulty!r}</translation>
    </message>
    <message>
        <source>Difficulty levels are an optional rule for 1 player</source>
        <translation>難易度は1人プレイ用のオプションルールです</translation>
    </message>
    <message>
        <source>monsters remain after the last round</source>
        <translation>最終ラウンドの後にモンスターが残っている</translation>
    </message>
    <message>
        <source>There is no command card {command!r}</source>
        <translation>コマンドカード {command!r} はありません</translation>
    </message>
    <message>
        <source>That command has already been executed this round</source>
        <translation>そのコマンドはこのラウンドですでに実行されています</translation>
    </message>
    <message>
        <source>Finish the current unit&apos;s action first</source>
        <translation>先に今のユニットのアクションを終えてください</translation>
    </message>
    <message>
        <source>Choose one of your units</source>
        <translation>自分のユニットを選んでください</translation>
    </message>
    <message>
        <source>That unit is acted (it carries an action marker)</source>
        <translation>そのユニットは行動済みです（アクションマーカーが置かれています）</translation>
    </message>
    <message>
        <source>Full Move costs 1 honour mark</source>
        <translation>全力移動には栄誉マークが1枚必要です</translation>
    </message>
    <message>
        <source>Choose a unit to act first</source>
        <translation>先にアクションさせるユニットを選んでください</translation>
    </message>
    <message>
        <source>A unit using its skill through a Bard cannot move</source>
        <translation>バードの効果でスキルを使うユニットは移動できません</translation>
    </message>
    <message>
        <source>This unit has already moved in this action</source>
        <translation>このユニットはこのアクションですでに移動しています</translation>
    </message>
    <message>
        <source>The unit cannot move to {square}</source>
        <translation>そのユニットは{square}へ移動できません</translation>
    </message>
    <message>
        <source>Those are not legal targets for this skill</source>
        <translation>このスキルの対象にはできません</translation>
    </message>
    <message>
        <source>Not a unit action</source>
        <translation>ユニットのアクションではありません</translation>
    </message>
    <message>
        <source>Only a unit on your board can level up</source>
        <translation>レベルアップできるのは自分のボード上のユニットだけです</translation>
    </message>
    <message>
        <source>Only a basic-class unit (★) can level up</source>
        <translation>レベルアップできるのは基本職（★）のユニットだけです</translation>
    </message>
    <message>
        <source>No level-up card of that class is left</source>
        <translation>その職業のレベルアップカードは残っていません</translation>
    </message>
    <message>
        <source>This level-up costs {cost} honour marks; you have {honour}</source>
        <translation>このレベルアップには栄誉マークが{cost}枚必要です（所持：{honour}枚）</translation>
    </message>
    <message>
        <source>Expansion 2</source>
        <translation>拡張セット2</translation>
    </message>
    <message>
        <source>Off (base game)</source>
        <translation>使用しない（基本ゲーム）</translation>
    </message>
    <message>
        <source>Level Up 2 (new units, Traps, Rest 2)</source>
        <translation>レベルアップ2（新ユニット・トラップ・休息2）</translation>
    </message>
    <message>
        <source>Level Up 2 + Rules B monsters (partial: Rules B not available)</source>
        <translation>レベルアップ2＋ルールBのモンスター（一部のみ: ルールBは未収録）</translation>
    </message>
    <message>
        <source>Rules B monsters only (partial: Rules B not available)</source>
        <translation>ルールBのモンスターのみ（一部のみ: ルールBは未収録）</translation>
    </message>
    <message>
        <source>Unknown variant {name!r} (known: level_up_2, rules_b_monsters)</source>
        <translation>不明なバリアント {name!r}（使用可能: level_up_2, rules_b_monsters）</translation>
    </message>
    <message>
        <source>{unit} levels up into one of its two cards: {cards}</source>
        <translation>{unit}は2種類のレベルアップカードのどちらかにレベルアップします: {cards}</translation>
    </message>
    <message>
        <source>No {card} card is left</source>
        <translation>{card}のカードは残っていません</translation>
    </message>
    <message>
        <source>You already acquired a {card}: one copy per name</source>
        <translation>{card}はすでに獲得しています（占有防止: 同名カードは1枚まで）</translation>
    </message>
    <message>
        <source>Recruit a card from your hand or a face-up mercenary</source>
        <translation>手札か表向きの傭兵からカードを募兵してください</translation>
    </message>
    <message>
        <source>Mercenaries cannot be recruited when Recruit is executed AUTO</source>
        <translation>募兵がオートで実行されるときは傭兵を雇えません</translation>
    </message>
    <message>
        <source>Units are recruited onto your own area</source>
        <translation>募兵したユニットは自軍エリアに配置します</translation>
    </message>
    <message>
        <source>That square is not empty</source>
        <translation>そのマスは空いていません</translation>
    </message>
    <message>
        <source>A Trap lies on that square</source>
        <translation>そのマスにはトラップが設置されています</translation>
    </message>
    <message>
        <source>{card} costs {cost} gold; you have {gold}</source>
        <translation>{card}のコストは{cost}金です（所持：{gold}金）</translation>
    </message>
    <message>
        <source>monsters remain after the last round&apos;s Invasion</source>
        <translation>最終ラウンドの侵略終了時にモンスターが残っている</translation>
    </message>
    <message>
        <source>{monster} broke into the castle</source>
        <translation>{monster}が城内に侵入した</translation>
    </message>
    <message>
        <source>the last player standing wins</source>
        <translation>最後まで残ったプレイヤーの勝利</translation>
    </message>
    <message>
        <source>everyone was eliminated in the same Invasion; the RR-19.10 tie-break decides: most honour marks ({honour}), then most gold ({gold})</source>
        <translation>同じ侵略で全員が脱落したため、RR-19.10の同着ルールで決定：栄誉マークが最も多い({honour})、次に金が最も多い({gold})</translation>
    </message>
    <message>
        <source>every monster defeated</source>
        <translation>すべてのモンスターを倒した</translation>
    </message>
    <message>
        <source>declared victory</source>
        <translation>勝利宣言</translation>
    </message>
    <message>
        <source>several declared in the same command or Invasion; the RR-19.10 tie-break decides: most honour marks ({honour}), then most gold ({gold})</source>
        <translation>同じコマンドまたは侵略の中で複数のプレイヤーが宣言したため、RR-19.10の同着ルールで決定：栄誉マークが最も多い({honour})、次に金が最も多い({gold})</translation>
    </message>
    <message>
        <source>several declared in the same command: most honour marks ({honour}), then most gold ({gold})</source>
        <translation>同じコマンドの中で複数のプレイヤーが宣言：栄誉マークが最も多い({honour})、次に金が最も多い({gold})</translation>
    </message>
    <message>
        <source>Nobody is to decide now</source>
        <translation>今は誰も選択する必要がありません</translation>
    </message>
    <message>
        <source>It is {who}&apos;s turn to decide, not this player&apos;s</source>
        <translation>今選択するのは{who}で、このプレイヤーではありません</translation>
    </message>
    <message>
        <source>You have no Trap on the board to take back</source>
        <translation>回収できるトラップが盤面にありません</translation>
    </message>
    <message>
        <source>Take a Trap back at one of your decisions in play (ruling RX-A21)</source>
        <translation>トラップの回収はプレイ中の自分の選択時に行います（裁定 RX-A21）</translation>
    </message>
    <message>
        <source>No level-up in the middle of a unit&apos;s action: before or after it</source>
        <translation>ユニットのアクションの途中ではレベルアップできません（アクションの前か後に）</translation>
    </message>
    <message>
        <source>Level-ups are declared in the Main Phase only, never in the Enemy or End Phase</source>
        <translation>レベルアップはメインフェイズ中のみ宣言でき、エネミーフェイズやエンドフェイズにはできません</translation>
    </message>
    <message>
        <source>Choosing a level-up card is the Level Up 2 rule, not in use</source>
        <translation>レベルアップカードの選択は選択ルール「レベルアップ2」のもので、使用していません</translation>
    </message>
    <message>
        <source>Level up while it is your decision in play (ruling RR-A9)</source>
        <translation>レベルアップは自分が選択する場面で行ってください（裁定 RR-A9）</translation>
    </message>
    <message>
        <source>Every player must finish the current command first</source>
        <translation>先に全員が今のコマンドを終える必要があります</translation>
    </message>
    <message>
        <source>Place your first unit on your own area</source>
        <translation>最初のユニットを自軍エリアに配置してください</translation>
    </message>
    <message>
        <source>Choose a unit card from your hand</source>
        <translation>手札からユニットカードを選んでください</translation>
    </message>
    <message>
        <source>The first unit goes on a square of your own area</source>
        <translation>最初のユニットは自軍エリアのマスに配置します</translation>
    </message>
    <message>
        <source>Choose a command card</source>
        <translation>コマンドカードを選んでください</translation>
    </message>
    <message>
        <source>Only the Exorcist changes a die to 1</source>
        <translation>ダイスの1つを1に変えるのはエクソシストだけです</translation>
    </message>
    <message>
        <source>Choose the first or the second die</source>
        <translation>1つ目か2つ目のダイスを選んでください</translation>
    </message>
    <message>
        <source>Both dice are equal: there is no die to choose</source>
        <translation>2つのダイスが同じ目なので、選ぶダイスはありません</translation>
    </message>
    <message>
        <source>Rest removes exactly {count} markers</source>
        <translation>休息ではアクションマーカーをちょうど{count}枚取り除きます</translation>
    </message>
    <message>
        <source>A rerolled roll cannot be rerolled again</source>
        <translation>振り直したダイスはもう振り直せません</translation>
    </message>
    <message>
        <source>Willpower costs 1 honour mark</source>
        <translation>意思の力には栄誉マークが1枚必要です</translation>
    </message>
    <message>
        <source>Accept the roll, reroll it with Willpower or level up first</source>
        <translation>出目を受け入れるか、意思の力で振り直すか、先にレベルアップしてください</translation>
    </message>
    <message>
        <source>Recruit a unit or decline</source>
        <translation>ユニットを募兵するか、見送ってください</translation>
    </message>
    <message>
        <source>Support heals 1 HP on one of your damaged units</source>
        <translation>援護ではダメージを受けた自分のユニット1体のHPを1回復します</translation>
    </message>
    <message>
        <source>Heal a unit with Support or decline</source>
        <translation>援護でユニットを回復するか、見送ってください</translation>
    </message>
    <message>
        <source>Level up a unit or continue</source>
        <translation>ユニットをレベルアップするか、先に進んでください</translation>
    </message>
    <message>
        <source>Choose the unit the Saint heals</source>
        <translation>セイントが回復するユニットを選んでください</translation>
    </message>
    <message>
        <source>The Saint heals a damaged unit within its healing range</source>
        <translation>セイントは回復スキルの射程内のダメージを受けたユニットを回復します</translation>
    </message>
    <message>
        <source>Level up a unit or let the attack happen</source>
        <translation>ユニットをレベルアップするか、攻撃をそのまま受けてください</translation>
    </message>
    <message>
        <source>Your threat total is above 8</source>
        <translation>脅威ポイントの合計が8を超えています</translation>
    </message>
    <message>
        <source>Declare victory or wait</source>
        <translation>勝利宣言するか、見送ってください</translation>
    </message>
    <message>
        <source>Nothing to decide now</source>
        <translation>今は選択することがありません</translation>
    </message>
    <message>
        <source>Choose the acted units to make unacted</source>
        <translation>未行動に戻す行動済みのユニットを選んでください</translation>
    </message>
    <message>
        <source>Choose at most {limit} different acted units</source>
        <translation>行動済みのユニットを{limit}体まで（重複なしで）選んでください</translation>
    </message>
    <message>
        <source>Only acted units carry a marker to remove</source>
        <translation>アクションマーカーを取り除けるのは行動済みのユニットだけです</translation>
    </message>
    <message>
        <source>Enemy phase (エネミーフェイズ): 5 Invasion 侵略</source>
        <translation>エネミーフェイズ：⑤ 侵略</translation>
    </message>
    <message>
        <source>6 Summon 召喚</source>
        <translation>⑥ 召喚</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>red skull</source>
        <translation>赤の髑髏マーク</translation>
    </message>
    <message>
        <source>blue skull</source>
        <translation>青の髑髏マーク</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Solo difficulty {difficulty}: {count} cards discarded from the unit deck</source>
        <translation>ソロの難易度 {difficulty}：ユニットカードの山札から{count}枚を捨て札にした</translation>
    </message>
    <message>
        <source>— Round {round} — start player {start}{last_text}</source>
        <translation>― 第{round}ラウンド ― スタートプレイヤー：{start}{last_text}</translation>
    </message>
    <message>
        <source>{phase_text}</source>
        <translation>{phase_text}</translation>
    </message>
    <message>
        <source>{who} chooses {command_text} (LEADER)</source>
        <translation>{who}が{command_text}を選択（リーダー）</translation>
    </message>
    <message>
        <source>{command_text} is executed AUTO</source>
        <translation>{command_text}をオートで実行</translation>
    </message>
    <message>
        <source>{command_text} resolved</source>
        <translation>{command_text}の処理が終わった</translation>
    </message>
    <message>
        <source>{who} gains {amount} gold (now {total})</source>
        <translation>{who}は{amount}金を獲得（計{total}金）</translation>
    </message>
    <message>
        <source>{who} takes {amount} honour token(s)</source>
        <translation>{who}は栄誉トークンを{amount}枚獲得</translation>
    </message>
    <message>
        <source>{who} spends {amount} honour mark(s)</source>
        <translation>{who}は栄誉マークを{amount}枚消費</translation>
    </message>
    <message>
        <source>{who}: {unit_text} on {square_text} acts{full_text}</source>
        <translation>{who}：{square_text}の{unit_text}がアクション{full_text}</translation>
    </message>
    <message>
        <source>{who}: {unit_text} on {square_text} is now acted</source>
        <translation>{who}：{square_text}の{unit_text}が行動済みになった</translation>
    </message>
    <message>
        <source>{who} ends their actions ({left} unused)</source>
        <translation>{who}はアクションを終了（{left}回分を使わずに終えた）</translation>
    </message>
    <message>
        <source>{who}: {unit_text} moves {frm_text} → {to_text}</source>
        <translation>{who}：{unit_text}が移動 {frm_text} → {to_text}</translation>
    </message>
    <message>
        <source>{who}: {unit_text} uses its skill</source>
        <translation>{who}：{unit_text}がスキルを使用</translation>
    </message>
    <message>
        <source>{who} rolls {d1} + {d2}{reroll_text}</source>
        <translation>{who}のダイス：{d1} + {d2}{reroll_text}</translation>
    </message>
    <message>
        <source>{who}: {d1}+{d2}{mod_text} = {value} vs defence {defence} of {monster_text}: {outcome_text}</source>
        <translation>{who}：攻撃力 {d1}+{d2}{mod_text} = {value}、{monster_text}の防御力 {defence}：{outcome_text}</translation>
    </message>
    <message>
        <source>{monster_text} on {square_text} takes {amount} damage ({total}/{hp})</source>
        <translation>{square_text}の{monster_text}に{amount}ダメージ（{total}/{hp}）</translation>
    </message>
    <message>
        <source>{who} defeats {monster_text} (threat {threat}) — +1 honour mark</source>
        <translation>{who}が{monster_text}を倒した（脅威ポイント{threat}）― 栄誉マーク+1</translation>
    </message>
    <message>
        <source>{who} takes a medal token (face down)</source>
        <translation>{who}が勲章トークンを1枚獲得（裏向き）</translation>
    </message>
    <message>
        <source>{who}&apos;s medal is worth {value}</source>
        <translation>{who}の勲章トークンの値は{value}</translation>
    </message>
    <message>
        <source>{unit_text} on {square_text} takes {amount} damage ({total}/{hp})</source>
        <translation>{square_text}の{unit_text}に{amount}ダメージ（{total}/{hp}）</translation>
    </message>
    <message>
        <source>{unit_text} faints and returns to {who}&apos;s hand</source>
        <translation>{unit_text}は気絶して{who}の手札に戻った</translation>
    </message>
    <message>
        <source>{who}: {unit_text} on {square_text} heals {amount}{support_text}</source>
        <translation>{who}：{square_text}の{unit_text}のHPが{amount}回復{support_text}</translation>
    </message>
    <message>
        <source>{who}: the Bard strikes up a song for {unit_text} on {square_text}</source>
        <translation>{who}：バードが{square_text}の{unit_text}に歌を贈る</translation>
    </message>
    <message>
        <source>{who} places {unit_text} on {square_text}</source>
        <translation>{who}は{unit_text}を{square_text}に配置</translation>
    </message>
    <message>
        <source>{who} recruits {unit_text}{merc_text} on {square_text} for {cost} gold</source>
        <translation>{who}は{cost}金で{unit_text}{merc_text}を募兵し、{square_text}に配置</translation>
    </message>
    <message>
        <source>{who} does not recruit</source>
        <translation>{who}は募兵しない</translation>
    </message>
    <message>
        <source>{who} cannot recruit (no gold or no empty square)</source>
        <translation>{who}は募兵できない（金が足りないか、空いているマスがない）</translation>
    </message>
    <message>
        <source>{who} levels up {from_text} → {to_text_name} on {square_text} for {cost} honour marks</source>
        <translation>{who}は栄誉マーク{cost}枚で{square_text}の{from_text}をレベルアップ → {to_text_name}</translation>
    </message>
    <message>
        <source>{who}: {count} unit(s) made unacted ({why_text})</source>
        <translation>{who}：ユニット{count}体が未行動に戻った（{why_text}）</translation>
    </message>
    <message>
        <source>{who}&apos;s board: {monster_text} on {square_text} attacks {targets_text} for {damage}</source>
        <translation>{who}のボード：{square_text}の{monster_text}が{targets_text}を攻撃（{damage}ダメージ）</translation>
    </message>
    <message>
        <source>{monster_text} makes a bonus move</source>
        <translation>{monster_text}がボーナス移動</translation>
    </message>
    <message>
        <source>{who}&apos;s board: {monster_text} moves {frm_text} → {to_text}</source>
        <translation>{who}のボード：{monster_text}が移動 {frm_text} → {to_text}</translation>
    </message>
    <message>
        <source>{who}&apos;s board: {monster_text} on {square_text} cannot move</source>
        <translation>{who}のボード：{square_text}の{monster_text}は移動できない</translation>
    </message>
    <message>
        <source>{monster_text} breaks into {who}&apos;s castle! ({colour_text})</source>
        <translation>{monster_text}が{who}の城内に侵入！（{colour_text}）</translation>
    </message>
    <message>
        <source>{who} is eliminated ({rule})</source>
        <translation>{who}は脱落（{rule}）</translation>
    </message>
    <message>
        <source>All summon chips were face up: turned face down and mixed</source>
        <translation>召喚チップがすべて表向きになったので、裏返して混ぜ直した</translation>
    </message>
    <message>
        <source>{who} flips chip {line} and draws {monster_text} ({left} left in the deck)</source>
        <translation>{who}が召喚チップ{line}をめくり、{monster_text}を引いた（山札の残り{left}枚）</translation>
    </message>
    <message>
        <source>{who}&apos;s board: {monster_text} summoned on {square_text}{queue_text}</source>
        <translation>{who}のボード：{monster_text}を{square_text}に召喚{queue_text}</translation>
    </message>
    <message>
        <source>{who}&apos;s board: no room on line {line} — {monster_text} joins the waiting queue</source>
        <translation>{who}のボード：ライン{line}に空きがない ― {monster_text}は待機列に並ぶ</translation>
    </message>
    <message>
        <source>Support goes to: {players_text}</source>
        <translation>援護を受けるプレイヤー：{players_text}</translation>
    </message>
    <message>
        <source>The unit discard pile is shuffled into a new unit deck ({cards} cards)</source>
        <translation>ユニットの捨て札をシャッフルして新しい山札にした（{cards}枚）</translation>
    </message>
    <message>
        <source>The unit deck ran out: round {round} is the last round</source>
        <translation>ユニットの山札が尽きた：第{round}ラウンドが最終ラウンド</translation>
    </message>
    <message>
        <source>New mercenaries: {cards_text}</source>
        <translation>新しい傭兵：{cards_text}</translation>
    </message>
    <message>
        <source>Command cards shuffled</source>
        <translation>コマンドカードをシャッフルした</translation>
    </message>
    <message>
        <source>{who} becomes the start player</source>
        <translation>{who}がスタートプレイヤーになった</translation>
    </message>
    <message>
        <source>{who} declares victory! Threat {threat} (medals {medals})</source>
        <translation>{who}が勝利宣言！ 脅威ポイント{threat}（勲章トークン {medals}）</translation>
    </message>
    <message>
        <source>Game over: {result_text}</source>
        <translation>ゲーム終了：{result_text}</translation>
    </message>
    <message>
        <source>{who} pays {gold} gold for the honour token of Rest 2 (now {total})</source>
        <translation>{who}は休息2の栄誉トークンのために金{gold}を支払う（残り{total}）</translation>
    </message>
    <message>
        <source>{who} cannot pay for the honour token of Rest 2</source>
        <translation>{who}は休息2の栄誉トークンの金を支払えない</translation>
    </message>
    <message>
        <source>{who} takes a Trap card into their hand</source>
        <translation>{who}はトラップカードを1枚手札に加える</translation>
    </message>
    <message>
        <source>{who} sets their Trap on {square_text}</source>
        <translation>{who}は{square_text}にトラップを設置する</translation>
    </message>
    <message>
        <source>{who} takes their Trap back from {square_text}</source>
        <translation>{who}は{square_text}のトラップを手札に回収する</translation>
    </message>
    <message>
        <source>{who}&apos;s board: {monster_text} steps on the Trap on {square_text}, stops and takes {damage} damage</source>
        <translation>{who}の盤面: {monster_text}が{square_text}のトラップを踏み、移動を止めて{damage}ダメージを受ける</translation>
    </message>
    <message>
        <source>{unit_text} on {square_text} reduces the damage {amount} → {reduced}</source>
        <translation>{square_text}の{unit_text}がダメージを軽減 {amount} → {reduced}</translation>
    </message>
    <message>
        <source>{monster_text} puts an action marker on {unit_text} on {square_text}</source>
        <translation>{monster_text}が{square_text}の{unit_text}にアクションマーカーを置く</translation>
    </message>
    <message>
        <source>{monster_text} pushes the unit {frm_text} → {to_text}</source>
        <translation>{monster_text}がユニットを強制移動 {frm_text} → {to_text}</translation>
    </message>
    <message>
        <source>{monster_text} counterattacks the unit on {square_text}</source>
        <translation>{monster_text}が{square_text}のユニットに反撃する</translation>
    </message>
    <message>
        <source>{who} rolled {r1} + {r2} and changes a die to 1: {d1} + {d2}</source>
        <translation>{who}の出目 {r1} + {r2}、ダイス1つを1に変更: {d1} + {d2}</translation>
    </message>
    <message>
        <source>{who}: the Saint heals {unit_text} on {square_text} by {amount}</source>
        <translation>{who}: セイントのオート能力で{square_text}の{unit_text}が{amount}回復</translation>
    </message>
    <message>
        <source>critical! 3 damage</source>
        <translation>クリティカル！ 3ダメージ</translation>
    </message>
    <message>
        <source>fumble, no damage</source>
        <translation>ファンブル、ダメージなし</translation>
    </message>
    <message>
        <source>2 damage</source>
        <translation>2ダメージ</translation>
    </message>
    <message>
        <source>1 damage</source>
        <translation>1ダメージ</translation>
    </message>
    <message>
        <source>Rest 休息</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>Fatigue recovery 疲労回復</source>
        <translation>疲労回復</translation>
    </message>
    <message>
        <source> (LAST ROUND)</source>
        <translation>（最終ラウンド）</translation>
    </message>
    <message>
        <source> with Full Move (+1 movement)</source>
        <translation>（全力移動：移動力+1）</translation>
    </message>
    <message>
        <source> (Willpower reroll)</source>
        <translation>（意思の力で振り直し）</translation>
    </message>
    <message>
        <source> (Support 援護)</source>
        <translation>（援護）</translation>
    </message>
    <message>
        <source> (mercenary 傭兵)</source>
        <translation>（傭兵）</translation>
    </message>
    <message>
        <source> from the waiting queue</source>
        <translation>（待機列から）</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>a draw between {players}</source>
        <translation>{players}の引き分け</translation>
    </message>
    <message>
        <source>{players} wins</source>
        <translation>{players}の勝利</translation>
    </message>
    <message>
        <source>defeat</source>
        <translation>敗北</translation>
    </message>
    <message>
        <source>{card} on {square}</source>
        <translation>{square}の{card}</translation>
    </message>
    <message>
        <source>Place {card} on {square}</source>
        <translation>{card}を{square}に配置</translation>
    </message>
    <message>
        <source>Choose {command}</source>
        <translation>{command}を選ぶ</translation>
    </message>
    <message>
        <source>Act with {unit} with Full Move (1 honour)</source>
        <translation>{unit}：全力移動（栄誉1）</translation>
    </message>
    <message>
        <source>Act with {unit}</source>
        <translation>{unit}でアクション</translation>
    </message>
    <message>
        <source>Move to {square}</source>
        <translation>{square}へ移動</translation>
    </message>
    <message>
        <source>Set the Trap on {square}</source>
        <translation>{square}にトラップを設置</translation>
    </message>
    <message>
        <source>Use skill on {targets}</source>
        <translation>{targets}にスキルを使う</translation>
    </message>
    <message>
        <source>Use area skill</source>
        <translation>範囲スキルを使う</translation>
    </message>
    <message>
        <source>End this unit&apos;s action</source>
        <translation>このユニットのアクションを終える</translation>
    </message>
    <message>
        <source>End actions</source>
        <translation>アクションを終える</translation>
    </message>
    <message>
        <source>Change die {n} (showing {pips}) to 1</source>
        <translation>{n}つ目のダイス（出目{pips}）を1に変える</translation>
    </message>
    <message>
        <source>Accept the roll</source>
        <translation>この出目で決定</translation>
    </message>
    <message>
        <source>Willpower: reroll (1 honour)</source>
        <translation>意思の力：振り直す（栄誉1）</translation>
    </message>
    <message>
        <source>Level up {unit} into {card}</source>
        <translation>{unit}を{card}にレベルアップ</translation>
    </message>
    <message>
        <source>Level up {unit}</source>
        <translation>{unit}をレベルアップ</translation>
    </message>
    <message>
        <source>Take the Trap back into your hand</source>
        <translation>トラップを手札に回収する</translation>
    </message>
    <message>
        <source>Saint: heal {unit}</source>
        <translation>セイント: {unit}を回復</translation>
    </message>
    <message>
        <source>Make unacted: {units}</source>
        <translation>未行動に戻す：{units}</translation>
    </message>
    <message>
        <source>Recruit {card} on {square}</source>
        <translation>{card}を募兵して{square}に配置</translation>
    </message>
    <message>
        <source>Support: heal {unit}</source>
        <translation>援護：{unit}を回復</translation>
    </message>
    <message>
        <source>Declare victory!</source>
        <translation>勝利宣言！</translation>
    </message>
    <message>
        <source>Decline / continue</source>
        <translation>見送る／続ける</translation>
    </message>
    <message>
        <source>{file}: {where}: {problem}</source>
        <translation>{file}：{where}：{problem}</translation>
    </message>
    <message>
        <source>{file}: entry &quot;{entry}&quot; is also in another rule file</source>
        <translation>{file}：エントリー「{entry}」は別のルールファイルにもあります</translation>
    </message>
    <message>
        <source>Tie-break ({rule_text}): most honour marks, then most gold — {standings_text}</source>
        <translation>同着判定 ({rule_text})：栄誉マークの多さ、次に金の多さ — {standings_text}</translation>
    </message>
    <message>
        <source>{who} {honour} honour, {gold} gold</source>
        <translation>{who} 栄誉{honour}・金{gold}</translation>
    </message>
    <message>
        <source>Make no unit unacted</source>
        <translation>どのユニットも未行動に戻さない</translation>
    </message>
    <message>
        <source>A spectator cannot play</source>
        <translation>観戦者はプレイできません</translation>
    </message>
    <message>
        <source>That choice was made on an older table: choose again</source>
        <translation>古い盤面での選択です。選び直してください</translation>
    </message>
    <message>
        <source>You may play only your own seat</source>
        <translation>自分の席だけをプレイできます</translation>
    </message>
    <message>
        <source>the revealed seed is not the one announced at the start</source>
        <translation>公開されたシードが開始時に予告されたものと違います</translation>
    </message>
    <message>
        <source>the revealed game cannot be replayed: {reason}</source>
        <translation>公開されたゲームを再現できません：{reason}</translation>
    </message>
    <message>
        <source>the table received after action {count} differs from the replay</source>
        <translation>{count}手目の後に受け取った卓が再現と違います</translation>
    </message>
    <message>
        <source>the events received after action {count} differ from the replay</source>
        <translation>{count}手目の後に受け取った出来事が再現と違います</translation>
    </message>
</context>
<context>
    <name>RookRaidersScene</name>
    <message>
        <source>place your first unit: click a card in your hand, then a square of your own area (free, RR-5.7)</source>
        <translation>最初のユニットを配置：手札のカードをクリックし、次に自軍エリアのマスをクリック（無料、RR-5.7）</translation>
    </message>
    <message>
        <source>choose a command card: click it in the command row</source>
        <translation>コマンドカードを選ぶ：コマンド列のカードをクリック</translation>
    </message>
    <message>
        <source>Rest: click acted units to take their action markers off</source>
        <translation>休息：行動済みのユニットをクリックしてアクションマーカーを取り除く</translation>
    </message>
    <message>
        <source>Fatigue recovery: click up to 2 acted units to take their action markers off, or none (RR-16.6)</source>
        <translation>疲労回復：行動済みのユニットを2体までクリックしてアクションマーカーを取り除きます。取り除かなくても構いません(RR-16.6)</translation>
    </message>
    <message>
        <source>Recruit: click a hand card or a mercenary, then an empty square of your own area, or decline</source>
        <translation>募兵：手札か傭兵のカードをクリックし、次に自軍エリアの空いているマスをクリック（見送りも可）</translation>
    </message>
    <message>
        <source>a unit is about to faint: level it up to save it, or let the attack happen</source>
        <translation>ユニットが気絶しそうです：レベルアップして守るか、攻撃をそのまま受ける</translation>
    </message>
    <message>
        <source>Support: click one of your damaged units to heal 1 HP, or decline</source>
        <translation>援護：ダメージを受けた自分のユニットをクリックしてHPを1回復（見送りも可）</translation>
    </message>
    <message>
        <source>victory window: declare victory if your threat total (medals included) is 8 or less, or wait (RR-19.4)</source>
        <translation>勝利宣言の機会：脅威の合計(勲章を含む)が8以下なら勝利を宣言できます。または待ちます(RR-19.4)</translation>
    </message>
    <message>
        <source>Level Up 2: click one of the two highlighted level-up cards, then your ★ unit — or continue</source>
        <translation>レベルアップ2: 強調表示された2種類のレベルアップカードのどちらかをクリックし、次に★ユニットをクリック（または先に進む）</translation>
    </message>
    <message>
        <source>the Saint heals 1 HP: click a damaged unit in its range (RX-8.7)</source>
        <translation>セイントが1回復: 射程内のダメージを受けたユニットをクリック（RX-8.7）</translation>
    </message>
    <message>
        <source>Initial placement</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Main phase</source>
        <translation>メインフェイズ</translation>
    </message>
    <message>
        <source>Main phase · AUTO</source>
        <translation>メインフェイズ · オート</translation>
    </message>
    <message>
        <source>Enemy phase · 5 Invasion</source>
        <translation>エネミーフェイズ · ⑤ 侵略</translation>
    </message>
    <message>
        <source>Enemy phase · 6 Summon</source>
        <translation>エネミーフェイズ · ⑥ 召喚</translation>
    </message>
    <message>
        <source>End phase · Support</source>
        <translation>エンドフェイズ · 援護</translation>
    </message>
    <message>
        <source>End phase · Support · Saint</source>
        <translation>エンドフェイズ・援護・セイント</translation>
    </message>
    <message>
        <source>End phase · Fatigue recovery</source>
        <translation>エンドフェイズ · 疲労回復</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>エンドフェイズ</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>ウォーリア</translation>
    </message>
    <message>
        <source>Cleric</source>
        <translation>クレリック</translation>
    </message>
    <message>
        <source>Sorcerer</source>
        <translation>ソーサラー</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>シーフ</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>ファンブル</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>graze</source>
        <translation>かすり</translation>
    </message>
    <message>
        <source>Pawn: the command card being carried out</source>
        <translation>ポーン：実行中のコマンドカード</translation>
    </message>
    <message>
        <source>Summon chip {text}, face up (drawn this round)</source>
        <translation>召喚チップ {text}（表向き：このラウンドに引いた）</translation>
    </message>
    <message>
        <source>Summon chip, face down</source>
        <translation>召喚チップ（裏向き）</translation>
    </message>
    <message>
        <source>Summon chips of the monsters defeated: {text}</source>
        <translation>倒したモンスターの召喚チップ：{text}枚</translation>
    </message>
    <message>
        <source>Medal, face down: its value is secret</source>
        <translation>勲章（裏向き）：値は秘密</translation>
    </message>
    <message>
        <source>Medal worth {text} threat</source>
        <translation>勲章：脅威度 {text}</translation>
    </message>
    <message>
        <source>Gold token: {text} gold</source>
        <translation>金貨トークン：{text}金</translation>
    </message>
    <message>
        <source>Honour token</source>
        <translation>栄誉トークン</translation>
    </message>
    <message>
        <source>Action marker</source>
        <translation>アクションマーカー</translation>
    </message>
    <message>
        <source>Cube (damage)</source>
        <translation>キューブ（ダメージ）</translation>
    </message>
    <message>
        <source>damage {count}</source>
        <translation>ダメージ {count}</translation>
    </message>
    <message>
        <source>acted (action marker)</source>
        <translation>行動済み（アクションマーカー）</translation>
    </message>
    <message>
        <source>中央エリア Central area</source>
        <translation>中央エリア</translation>
    </message>
    <message>
        <source>Round {round} · {phase} · start player {name}</source>
        <translation>第{round}ラウンド · {phase} · スタートプレイヤー {name}</translation>
    </message>
    <message>
        <source>コマンド Command row</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>▶ LEADER {name}</source>
        <translation>▶ リーダー {name}</translation>
    </message>
    <message>
        <source>▶ AUTO</source>
        <translation>▶ オート</translation>
    </message>
    <message>
        <source>AUTO next</source>
        <translation>次はオート</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>実行なし</translation>
    </message>
    <message>
        <source>done</source>
        <translation>実行済み</translation>
    </message>
    <message>
        <source>▶ now</source>
        <translation>▶ 実行中</translation>
    </message>
    <message>
        <source>傭兵 Mercenaries</source>
        <translation>傭兵</translation>
    </message>
    <message>
        <source>山札 Decks</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>ユニット Units</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>unit deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>捨て札 discard ×{count}</source>
        <translation>捨て札 ×{count}</translation>
    </message>
    <message>
        <source>捨て札</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>空</translation>
    </message>
    <message>
        <source>top: Lv{level}</source>
        <translation>一番上：Lv{level}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>モンスター Monsters</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>黒枠 Black piles</source>
        <translation>黒枠</translation>
    </message>
    <message>
        <source>レベルアップ Level-up</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>召喚チップ Chips</source>
        <translation>召喚チップ</translation>
    </message>
    <message>
        <source>勲章 Medals</source>
        <translation>勲章</translation>
    </message>
    <message>
        <source>共有ストック Stock</source>
        <translation>共有ストック</translation>
    </message>
    <message>
        <source>honour tokens</source>
        <translation>栄誉トークン</translation>
    </message>
    <message>
        <source>action markers</source>
        <translation>アクションマーカー</translation>
    </message>
    <message>
        <source>cubes</source>
        <translation>キューブピース</translation>
    </message>
    <message>
        <source>ダイス Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>no roll yet</source>
        <translation>まだ振っていません</translation>
    </message>
    <message>
        <source>{roll} = {total}: accept, reroll or level up?</source>
        <translation>{roll} = {total}：決定・振り直し・レベルアップ？</translation>
    </message>
    <message>
        <source>{roll} = {value} vs DEF {defence} → {damage} dmg ({outcome})</source>
        <translation>{roll} = {value} 対 防御 {defence} → {damage}ダメージ（{outcome}）</translation>
    </message>
    <message>
        <source>rolled {total}</source>
        <translation>出目 {total}</translation>
    </message>
    <message>
        <source>  ⚑ start player</source>
        <translation>  ⚑ スタートプレイヤー</translation>
    </message>
    <message>
        <source>  (eliminated 脱落)</source>
        <translation>  （脱落）</translation>
    </message>
    <message>
        <source>threat ☠ {threat} (with medals {total})</source>
        <translation>脅威ポイント ☠ {threat}（勲章込み {total}）</translation>
    </message>
    <message>
        <source>threat ☠ {threat}</source>
        <translation>脅威ポイント ☠ {threat}</translation>
    </message>
    <message>
        <source>待機列 Queues</source>
        <translation>待機列</translation>
    </message>
    <message>
        <source>城 Castle</source>
        <translation>城</translation>
    </message>
    <message>
        <source>broke in</source>
        <translation>侵入</translation>
    </message>
    <message>
        <source>金 Gold {count}</source>
        <translation>金 {count}</translation>
    </message>
    <message>
        <source>Gold track: {count} of {top}</source>
        <translation>金トラック：{count}／{top}</translation>
    </message>
    <message>
        <source>栄誉 Honour {count}</source>
        <translation>栄誉 {count}</translation>
    </message>
    <message>
        <source>defeated</source>
        <translation>撃破</translation>
    </message>
    <message>
        <source>markers {markers} · cubes {cubes} · level-ups {level_ups}</source>
        <translation>マーカー {markers} · キューブ {cubes} · レベルアップ {level_ups}回</translation>
    </message>
    <message>
        <source>手札 Hand ({count})</source>
        <translation>手札（{count}枚）</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>moved here from {square}</source>
        <translation>{square}からここへ移動</translation>
    </message>
    <message>
        <source>moved from here to {square}</source>
        <translation>ここから{square}へ移動</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>used its skill</source>
        <translation>スキルを使用</translation>
    </message>
    <message>
        <source>targeted</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>took {amount} damage</source>
        <translation>{amount}ダメージ</translation>
    </message>
    <message>
        <source>placed</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>recruited</source>
        <translation>雇用</translation>
    </message>
    <message>
        <source>summoned</source>
        <translation>召喚</translation>
    </message>
    <message>
        <source>healed</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>levelled up</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>song of the Bard</source>
        <translation>バードの歌</translation>
    </message>
    <message>
        <source>command chosen</source>
        <translation>選ばれたコマンド</translation>
    </message>
    <message>
        <source>rolled {dice}</source>
        <translation>ダイス {dice}</translation>
    </message>
    <message>
        <source>{command}: accept the roll, reroll it with Willpower (1 honour) or level up</source>
        <translation>{command}：この出目で決定するか、意思の力（栄誉1）で振り直すか、レベルアップする</translation>
    </message>
    <message>
        <source>{command}: {count} action(s) left. Click an unacted unit to act (Full Move by button), or end your actions</source>
        <translation>{command}：残り{count}アクション。未行動のユニットをクリックしてアクション（全力移動はボタンで）、またはアクションを終える</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>{unit} (through the Bard): choose a highlighted target for its skill, or end</source>
        <translation>{unit}（バードの効果）：強調表示された対象を選んでスキルを使うか、終える</translation>
    </message>
    <message>
        <source>{unit}: choose a highlighted target for its skill, or end this unit&apos;s action</source>
        <translation>{unit}：強調表示された対象を選んでスキルを使うか、このユニットのアクションを終える</translation>
    </message>
    <message>
        <source>{unit}: click a green square to move, a highlighted target to use its skill, or end</source>
        <translation>{unit}：緑のマスをクリックして移動、強調表示された対象をクリックしてスキル、または終える</translation>
    </message>
    <message>
        <source>Rest: click {count} acted unit(s) to take their action markers off</source>
        <translation>休息：行動済みのユニットを{count}体クリックしてアクションマーカーを取り除く</translation>
    </message>
    <message>
        <source>Invasion: every monster on every board moves right or attacks, square by square (RR-12.1).</source>
        <translation>侵略：すべてのボードのすべてのモンスターが、マスの順に右へ移動するか攻撃します（RR-12.1）。</translation>
    </message>
    <message>
        <source>Summon: 2 new monsters come onto every board (RR-15.1).</source>
        <translation>召喚：すべてのボードに新たなモンスターが2体現れます（RR-15.1）。</translation>
    </message>
    <message>
        <source>End processing: support, fatigue recovery, mercenary reset, command card reset, change of start player (RR-16.1).</source>
        <translation>終了処理：支援、疲労回復、傭兵の入れ替え、コマンドカードのリセット、スタートプレイヤーの交代（RR-16.1）。</translation>
    </message>
    <message>
        <source>Square {square}: column {column} counted from the castle, line {line} (RR-A1); in the Invasion, monsters nearer the castle act first (RR-12.2).</source>
        <translation>マス{square}：城から数えて{column}列目、{line}ライン（RR-A1）。侵略では城に近いモンスターから行動します（RR-12.2）。</translation>
    </message>
    <message>
        <source>Magic circle: monsters are summoned here (RR-15.7); no unit may enter it (RR-8.7). If one stands here, the next goes to the first free square to its right (RR-15.10), else to the line&apos;s queue (RR-15.11).</source>
        <translation>魔法陣：モンスターはここに召喚されます（RR-15.7）。ユニットは入れません（RR-8.7）。すでにいれば、次のモンスターは右の最初の空きマスへ（RR-15.10）、なければそのラインの待機列へ（RR-15.11）。</translation>
    </message>
    <message>
        <source>Middle of the board: monsters march right along their line towards the castle (RR-13.2). Units may move here, but never onto or through a monster (RR-8.6).</source>
        <translation>ボードの中央：モンスターは自分のラインを城に向かって右へ進みます（RR-13.2）。ユニットもここへ移動できますが、モンスターのいるマスに止まることも通り抜けることもできません（RR-8.6）。</translation>
    </message>
    <message>
        <source>Own area, front column: the first unit and every recruit are placed in the own area (RR-5.7, RR-11.3). From here a Thief★ or a Sorcerer★ reaches a magic circle in one action (RR-5.8).</source>
        <translation>自軍エリアの前列：最初のユニットと募兵したユニットは自軍エリアに配置します（RR-5.7、RR-11.3）。ここからならシーフ★やソーサラー★が1回のアクションで魔法陣に届きます（RR-5.8）。</translation>
    </message>
    <message>
        <source>Own area, next to the castle: the first unit and every recruit are placed in the own area (RR-5.7, RR-11.3). A monster that moves on past this column breaks into the castle (RR-13.6).</source>
        <translation>自軍エリア、城の隣：最初のユニットと募兵したユニットは自軍エリアに配置します（RR-5.7、RR-11.3）。この列より先へ進んだモンスターは城に侵入します（RR-13.6）。</translation>
    </message>
    <message>
        <source>A monster that moves past the right edge of the board breaks in here (RR-13.6). A red one puts the board&apos;s owner out of the game at once; the first blue one stays here and counts as threat, a second blue one puts the owner out (RR-13.7 to RR-13.9). Alone, any monster breaking in loses the game (RR-18.2).</source>
        <translation>ボードの右端を越えて進んだモンスターはここに侵入します（RR-13.6）。赤のモンスターならボードの持ち主は即座に脱落します。最初の青のモンスターはここに残って脅威に数えられ、2体目の青で持ち主は脱落します（RR-13.7～RR-13.9）。ソロでは、どのモンスターが侵入しても負けです（RR-18.2）。</translation>
    </message>
    <message>
        <source>A summon that finds no free square on its line waits here, the earliest rightmost (RR-15.11, RR-15.12). Queued monsters are summoned first in the next rounds (RR-15.13) and count as threat (RR-19.7).</source>
        <translation>ラインに空きマスがなく召喚できないモンスターはここで待ちます。先に来たものが右です（RR-15.11、RR-15.12）。待機列のモンスターは次のラウンド以降に最初に召喚され（RR-15.13）、脅威に数えられます（RR-19.7）。</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>{book} ({prefix}): no rule text yet</source>
        <translation>{book}({prefix})：ルール文はまだありません</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Search the rules: words, or a clause id such as RR-8.6</source>
        <translation>ルールを検索：語句、またはRR-8.6のような条項番号</translation>
    </message>
    <message>
        <source>Show the rule texts in the other language</source>
        <translation>ルール文をもう一方の言語で表示します</translation>
    </message>
    <message>
        <source>There is no text for {id} in the rules help yet.</source>
        <translation>{id}のルール文はまだルールヘルプにありません。</translation>
    </message>
    <message>
        <source>{count} clauses contain every word of the search.</source>
        <translation>検索語をすべて含む条項：{count}件</translation>
    </message>
    <message>
        <source>No clause of this book contains every word of the search.</source>
        <translation>このルールブックには検索語をすべて含む条項がありません。</translation>
    </message>
    <message>
        <source>{count} clauses. Click a clause id anywhere in the app to read its rule here.</source>
        <translation>条項{count}件。アプリ内のどこでも条項番号をクリックすると、そのルールをここで読めます。</translation>
    </message>
    <message>
        <source>The rule texts of {book} are not in this version of the app yet. Its clause ids ({prefix}-…) still name the rule of the rulebook that applies.</source>
        <translation>このバージョンのアプリには、{book}のルール文がまだ入っていません。条項番号({prefix}-…)は、適用されるルールブックのルールを指しています。</translation>
    </message>
    <message>
        <source>You asked for {id}.</source>
        <translation>表示しようとした条項：{id}</translation>
    </message>
    <message>
        <source>The rule file could not be read: {error}</source>
        <translation>ルールファイルを読み込めませんでした：{error}</translation>
    </message>
    <message>
        <source>No rule text for this book yet.</source>
        <translation>このルールブックのルール文はまだありません。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off (bots move at once)</source>
        <translation>オフ（ボットはすぐに動く）</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>All time</source>
        <translation>全期間</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>過去7日間</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>過去30日間</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>過去12か月</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>Random bots</source>
        <translation>ランダムボット</translation>
    </message>
    <message>
        <source>Greedy bots</source>
        <translation>グリーディボット</translation>
    </message>
    <message>
        <source>Greedy and random bots</source>
        <translation>グリーディとランダムのボット</translation>
    </message>
    <message>
        <source>Easy bots</source>
        <translation>ボット（やさしい）</translation>
    </message>
    <message>
        <source>Hard bots</source>
        <translation>ボット（むずかしい）</translation>
    </message>
    <message>
        <source>Expert bots</source>
        <translation>ボット（エキスパート）</translation>
    </message>
    <message>
        <source>Solo: Easy</source>
        <translation>ソロ: イージー</translation>
    </message>
    <message>
        <source>Solo: Normal</source>
        <translation>ソロ: ノーマル</translation>
    </message>
    <message>
        <source>Solo: Hard</source>
        <translation>ソロ: ハード</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>敗北</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Threat (lower is better)</source>
        <translation>脅威度(低いほど良い)</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>勝利点</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Mages left</source>
        <translation>残った魔術師</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>敗北</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>基本ゲーム</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes}分</translation>
    </message>
    <message>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours}時間{minutes:02d}分</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Challenges of the day only</source>
        <translation>今日のチャレンジのみ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>すべてのバリアント</translation>
    </message>
    <message>
        <source>All difficulties</source>
        <translation>すべての難易度</translation>
    </message>
    <message>
        <source>No games recorded yet.

Every game you play alone or against bots is recorded here when it ends. Start one from the game library, or try the challenge of the day (Practice ▸ Challenge of the day…).</source>
        <translation>まだ記録されたゲームはありません。

ソロやボット相手に遊んだゲームは、終わるとここに記録されます。ゲームライブラリから始めるか、今日のチャレンジ(練習 ▸ 今日のチャレンジ…)に挑戦してみましょう。</translation>
    </message>
    <message>
        <source>No games of {game} recorded yet.

Every game you play alone or against bots is recorded here when it ends.</source>
        <translation>{game}の記録はまだありません。

ソロやボット相手に遊んだゲームは、終わるとここに記録されます。</translation>
    </message>
    <message>
        <source>No recorded game of {game} matches these filters.</source>
        <translation>この条件に合う{game}の記録はありません。</translation>
    </message>
    <message>
        <source>Results over time</source>
        <translation>成績の推移</translation>
    </message>
    <message>
        <source>line: win rate over the last {n} games · strip: won ▲ / lost ▼</source>
        <translation>線: 直近{n}ゲームの勝率 · 帯: 勝ち ▲ / 負け ▼</translation>
    </message>
    <message>
        <source>{n} games</source>
        <translation>{n}ゲーム</translation>
    </message>
    <message>
        <source>{n} game</source>
        <translation>{n}ゲーム</translation>
    </message>
    <message>
        <source>Win rate by difficulty</source>
        <translation>難易度別の勝率</translation>
    </message>
    <message>
        <source>{rate} % of {games}</source>
        <translation>{games}戦中 {rate} %</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>得点の推移</translation>
    </message>
    <message>
        <source>No scores recorded</source>
        <translation>得点の記録はありません</translation>
    </message>
    <message>
        <source>{score} · dashed line: mean {mean}</source>
        <translation>{score} · 破線: 平均 {mean}</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>得点の分布</translation>
    </message>
    <message>
        <source>Titles earned</source>
        <translation>獲得した称号</translation>
    </message>
    <message>
        <source>games that ended with a title</source>
        <translation>称号付きで終わったゲーム</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>{won} / {lost} / {draw}</source>
        <translation>{won} / {lost} / {draw}</translation>
    </message>
    <message>
        <source>Won / lost / drawn</source>
        <translation>勝ち / 負け / 引き分け</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Best: {score}</source>
        <translation>ベスト: {score}</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>プレイ時間</translation>
    </message>
    <message>
        <source>Today&apos;s challenge: best</source>
        <translation>今日のチャレンジ: ベスト</translation>
    </message>
</context>
<context>
    <name>TableKeyboard</name>
    <message>
        <source>move here</source>
        <translation>ここへ移動</translation>
    </message>
    <message>
        <source>skill target</source>
        <translation>スキルの対象</translation>
    </message>
    <message>
        <source>heal target</source>
        <translation>回復の対象</translation>
    </message>
    <message>
        <source>select</source>
        <translation>選ぶ</translation>
    </message>
    <message>
        <source>picked (choose again to take it back)</source>
        <translation>選択済み（もう一度選ぶと取り消し）</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <source>it may go here</source>
        <translation>ここに置ける</translation>
    </message>
    <message>
        <source>aim the attack here</source>
        <translation>ここを狙って攻撃</translation>
    </message>
    <message>
        <source>damage {n}</source>
        <translation>ダメージ {n}</translation>
    </message>
    <message>
        <source>acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <source>{owner}&apos;s board, square {square}</source>
        <translation>{owner}のボード、マス {square}</translation>
    </message>
    <message>
        <source>square {square}</source>
        <translation>マス {square}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>{owner}&apos;s hand: {card}</source>
        <translation>{owner}の手札：{card}</translation>
    </message>
    <message>
        <source>mercenary: {card}</source>
        <translation>傭兵：{card}</translation>
    </message>
    <message>
        <source>command card: {card}</source>
        <translation>コマンドカード：{card}</translation>
    </message>
    <message>
        <source>Focused item on the table</source>
        <translation>テーブル上のフォーカス中の項目</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>ゲームテーブル</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>誰の手番か</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>すること</translation>
    </message>
    <message>
        <source>Picked so far</source>
        <translation>ここまでの選択</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Clear picks</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
    <message>
        <source>Every roll, move, attack and command of the game, in words.</source>
        <translation>ゲーム中のダイス、移動、攻撃、コマンドのすべてを文章で記録します。</translation>
    </message>
    <message>
        <source>Curtain: pass the screen to the next player</source>
        <translation>カーテン：画面を次のプレイヤーに渡す</translation>
    </message>
    <message>
        <source>Next player</source>
        <translation>次のプレイヤー</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>ゲームライブラリ</translation>
    </message>
    <message>
        <source>Tab and the arrow keys move over the choices; Enter chooses; Esc cancels; F6 switches to the prompt.</source>
        <translation>Tab と矢印キーで選択肢を移動、Enter で決定、Esc で取り消し、F6 でプロンプトに切り替えます。</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n}/{total}</translation>
    </message>
    <message>
        <source>Focus: {what} — {action} ({position})</source>
        <translation>フォーカス：{what} ― {action}（{position}）</translation>
    </message>
    <message>
        <source>Choice cancelled.</source>
        <translation>選択を取り消しました。</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>No lesson yet</source>
        <translation>レッスンはまだありません</translation>
    </message>
    <message>
        <source>There is no Learn to play lesson for this game yet.</source>
        <translation>このゲームの「遊び方を学ぶ」レッスンはまだありません。</translation>
    </message>
    <message>
        <source>The lesson cannot start</source>
        <translation>レッスンを始められません</translation>
    </message>
    <message>
        <source>The lesson is complete: play on, or start a new game.</source>
        <translation>レッスンは完了しました。このまま続けるか、新しいゲームを始めてください。</translation>
    </message>
    <message>
        <source>Read the lesson, then press Next.</source>
        <translation>レッスンを読んでから「次へ」を押してください。</translation>
    </message>
    <message>
        <source>Not yet: read the lesson, then press Next.</source>
        <translation>まだです：レッスンを読んでから「次へ」を押してください。</translation>
    </message>
    <message>
        <source>Not this one in the lesson: {hint}</source>
        <translation>レッスンではそれではありません：{hint}</translation>
    </message>
    <message>
        <source>click what is framed in gold, or the framed button.</source>
        <translation>金色の枠で囲まれたもの、または枠付きのボタンをクリックしてください。</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>レッスン完了</translation>
    </message>
    <message>
        <source>Watch the others play…</source>
        <translation>ほかのプレイヤーの手番を見ていてください…</translation>
    </message>
    <message>
        <source>Learn to play: step {n} of {total}</source>
        <translation>遊び方を学ぶ：ステップ {n}／{total}</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>ここ</translation>
    </message>
    <message>
        <source>The lesson cannot go on</source>
        <translation>レッスンを続けられません</translation>
    </message>
    <message>
        <source>This game has gone another way than the lesson expects (the game or its bots have changed since it was written). Play it on as an ordinary game, or start a new one.</source>
        <translation>このゲームはレッスンの想定とは違う展開になりました（レッスンを書いた後にゲームかボットが変わりました）。通常のゲームとして続けるか、新しいゲームを始めてください。</translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message>
        <source>TO ACT</source>
        <translation>手番</translation>
    </message>
</context>
</TS>
