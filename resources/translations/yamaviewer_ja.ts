<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>KeyMoments</name>
    <message>
        <source>seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <source>Key moments: %1</source>
        <translation>要注目局面：%1</translation>
    </message>
    <message>
        <source>%1 discarded %2: the hand went back a shanten (best: %3)</source>
        <translation>%1が%2を切り、向聴数が戻った（最善：%3）</translation>
    </message>
    <message>
        <source>%1 discarded %2: %4 tiles improve the hand, %5 after %3</source>
        <translation>%1が%2を切った：受け入れ%4枚（%3切りなら%5枚）</translation>
    </message>
    <message>
        <source>%1 pushed %2 (estimate %3) at %4-shanten against riichi; safest held: %5 (%6)</source>
        <translation>%1はリーチに対し%4向聴で%2を押した（推定%3）。最も安全な手牌：%5（%6）</translation>
    </message>
    <message>
        <source>%1 dealt in with %2 to %3</source>
        <translation>%1が%2で%3に放銃</translation>
    </message>
    <message>
        <source>%1 drew %2 and did not declare tsumo (a win with a yaku)</source>
        <translation>%1は%2をツモったがツモ和了しなかった（役あり）</translation>
    </message>
    <message>
        <source>%1 let %2 from %3 pass: a ron with a yaku, not furiten</source>
        <translation>%1は%3の%2を見逃した（役あり・フリテンなし）</translation>
    </message>
</context>
<context>
    <name>DangerSection</name>
    <message>
        <source>genbutsu</source>
        <translation>現物</translation>
    </message>
    <message>
        <source>honour, none left</source>
        <translation>字牌（残りなし）</translation>
    </message>
    <message>
        <source>double suji</source>
        <translation>両筋</translation>
    </message>
    <message>
        <source>suji 1/9</source>
        <translation>筋 1・9</translation>
    </message>
    <message>
        <source>suji 2/8</source>
        <translation>筋 2・8</translation>
    </message>
    <message>
        <source>suji 3/7</source>
        <translation>筋 3・7</translation>
    </message>
    <message>
        <source>no-chance</source>
        <translation>ノーチャンス</translation>
    </message>
    <message>
        <source>one-chance</source>
        <translation>ワンチャンス</translation>
    </message>
    <message>
        <source>half-suji</source>
        <translation>片筋</translation>
    </message>
    <message>
        <source>non-suji 1/9</source>
        <translation>無筋 1・9</translation>
    </message>
    <message>
        <source>non-suji 2/8</source>
        <translation>無筋 2・8</translation>
    </message>
    <message>
        <source>non-suji 3/7</source>
        <translation>無筋 3・7</translation>
    </message>
    <message>
        <source>non-suji 4-6</source>
        <translation>無筋 4・5・6</translation>
    </message>
    <message>
        <source>guest wind, 1 left</source>
        <translation>客風 残り1枚</translation>
    </message>
    <message>
        <source>guest wind, 2 left</source>
        <translation>客風 残り2枚</translation>
    </message>
    <message>
        <source>guest wind, 3 left</source>
        <translation>客風 残り3枚</translation>
    </message>
    <message>
        <source>yakuhai, 1 left</source>
        <translation>役牌 残り1枚</translation>
    </message>
    <message>
        <source>yakuhai, 2 left</source>
        <translation>役牌 残り2枚</translation>
    </message>
    <message>
        <source>yakuhai, 3 left</source>
        <translation>役牌 残り3枚</translation>
    </message>
    <message>
        <source>Danger against riichi (estimate from what this seat sees)</source>
        <translation>リーチへの危険度（この席に見えるものからの推定）</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>vs %1</source>
        <translation>対 %1</translation>
    </message>
    <message>
        <source>Truth</source>
        <translation>実際</translation>
    </message>
    <message>
        <source>deals in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <source>in the wait, but furiten</source>
        <translation>待ちだがフリテン</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>%1's real wait: %2</source>
        <translation>%1 の実際の待ち: %2</translation>
    </message>
    <message>
        <source>(furiten: no ron possible)</source>
        <translation>（フリテン: ロン不可）</translation>
    </message>
    <message>
        <source>Measure my table on a folder</source>
        <translation>自分の表を測るフォルダ</translation>
    </message>
    <message>
        <source>Measuring your table…</source>
        <translation>自分の表を測っています…</translation>
    </message>
    <message>
        <source>Estimates: the built-in table.</source>
        <translation>推定: 内蔵の表。</translation>
    </message>
    <message>
        <source>Use my table (Library)</source>
        <translation>自分の表を使う（ライブラリ）</translation>
    </message>
    <message>
        <source>from a folder…</source>
        <translation>フォルダから…</translation>
    </message>
    <message>
        <source>Estimates: your table (%1 games from %2; cells under %3 decisions use the built-in one).</source>
        <translation>推定: 自分の表（%2 の %1 試合。判断が %3 未満のセルは内蔵の表）。</translation>
    </message>
    <message>
        <source>Use the built-in table</source>
        <translation>内蔵の表を使う</translation>
    </message>
    <message>
        <source>Your table could not be measured: %1</source>
        <translation>自分の表を測れませんでした: %1</translation>
    </message>
    <message>
        <source>no games found</source>
        <translation>対局が見つかりません</translation>
    </message>
    <message>
        <source>the Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>manzu</source>
        <translation>萬子</translation>
    </message>
    <message>
        <source>pinzu</source>
        <translation>筒子</translation>
    </message>
    <message>
        <source>souzu</source>
        <translation>索子</translation>
    </message>
    <message>
        <source>honitsu in %1</source>
        <translation>%1の混一色</translation>
    </message>
    <message>
        <source>toitoi</source>
        <translation>対々和</translation>
    </message>
    <message>
        <source>yakuhai</source>
        <translation>役牌</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>Guess against open hands (from their calls and discards, not a measured rate)</source>
        <translation>副露への推測（鳴きと捨て牌から。実測の率ではない）</translation>
    </message>
    <message>
        <source>not tenpai</source>
        <translation>ノーテン</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <extracomment>Size of the tile pictures in the report (logical pixels). How a seat is named in the hand being shown: wind and player name, as everywhere.</extracomment>
        <translation>牌理</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>対局が開かれていません</translation>
    </message>
    <message>
        <source>Open this riichi hand in the double-riichi calculator</source>
        <translation>このリーチの手をダブルリーチ計算機で開く</translation>
    </message>
    <message>
        <source>No hand to analyse here.</source>
        <translation>ここで解析できる手牌はありません。</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>tenpai</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <translation>%1向聴</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>normal %1</source>
        <translation>一般形 %1</translation>
    </message>
    <message>
        <source>seven pairs %1</source>
        <translation>七対子 %1</translation>
    </message>
    <message>
        <source>thirteen orphans %1</source>
        <translation>国士無双 %1</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>シャンテン</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>待ち</translation>
    </message>
    <message>
        <source>Tiles that improve the hand</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>After discarding %1</source>
        <translation>%1を切ったときの有効牌</translation>
    </message>
    <message>
        <source>%1 unseen</source>
        <translation>見えていない%1枚</translation>
    </message>
    <message>
        <source>The wall is hidden: where these tiles are is not shown.</source>
        <translation>牌山を隠しているため、これらの牌の場所は表示しません。</translation>
    </message>
    <message>
        <source>The wall is not fully known (no seed): some copies cannot be placed.</source>
        <translation>牌山が完全には分かりません（シードなし）。場所が分からない牌があります。</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>枚数</translation>
    </message>
    <message>
        <source>Useful kinds</source>
        <translation>有効牌の種類</translation>
    </message>
    <message>
        <source>%1 kinds</source>
        <translation>%1種</translation>
    </message>
    <message>
        <source>◀ played</source>
        <translation>◀ 実際の打牌</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>…ほか%1件</translation>
    </message>
    <message>
        <source>live wall</source>
        <translation>山（ツモ山）</translation>
    </message>
    <message>
        <source>other hands</source>
        <translation>他家の手牌</translation>
    </message>
    <message>
        <source>dead wall</source>
        <translation>王牌</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>drawn by this seat</source>
        <translation>自分がツモった</translation>
    </message>
    <message>
        <source>discarded by others</source>
        <translation>他家が切った</translation>
    </message>
    <message>
        <source>kept by others</source>
        <translation>他家が持ったまま</translation>
    </message>
    <message>
        <source>never drawn</source>
        <translation>最後まで山に残った</translation>
    </message>
    <message>
        <source>Where they really were</source>
        <translation>実際にあった場所</translation>
    </message>
    <message>
        <source>What became of them</source>
        <translation>その後の行方</translation>
    </message>
    <message>
        <source>%1 at your draw %2</source>
        <translation>%1（自分の%2回目のツモ）</translation>
    </message>
    <message>
        <source>In your own next draws (if nobody calls)</source>
        <translation>自分のこの先のツモ（鳴きがなければ）</translation>
    </message>
    <message>
        <source>%1 live; chance to draw a winning tile: %2 in %3 draws (calls ignored)</source>
        <translation>残り%1枚。残り%3回のツモで和了牌を引く確率：%2（鳴きは考えない）</translation>
    </message>
    <message>
        <source>%1&apos;s draw %2</source>
        <translation>%1の%2回目のツモ</translation>
    </message>
    <message>
        <source>never reached</source>
        <translation>ツモられない位置</translation>
    </message>
    <message>
        <source>Winning tiles in the live wall (who would draw them; the step)</source>
        <translation>ツモ山にある和了牌（鳴きがなければ誰がツモるか・ステップ）</translation>
    </message>
    <message>
        <source>No winning tile sat in this seat&apos;s remaining draws.</source>
        <translation>この席の残りのツモに和了牌はありませんでした。</translation>
    </message>
    <message>
        <source>The next winning tile: %1, this seat&apos;s draw %2 (wall position %3)</source>
        <translation>次の和了牌：%1（この席の%2回目のツモ、牌山の位置%3）</translation>
    </message>
    <message>
        <source>drawn at step %1 by %2</source>
        <translation>ステップ%1で%2がツモ</translation>
    </message>
</context>
<context>
    <name>ArcadeDialog</name>
    <message>
        <source>MJ Arcade Wall</source>
        <translation>MJアーケードの牌山</translation>
    </message>
    <message>
        <source>Type the players&apos; seeds (27 characters each: 0-9 a-z A-Z - _) and UE (不確定要素) as shown on the cabinet or MJ.NET. The order of the seeds does not matter.</source>
        <translation>筐体またはMJ.NETに表示される各プレイヤーのシード（各27文字：0-9 a-z A-Z - _）とUE（不確定要素）を入力してください。シードの順番は問いません。</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人打ち</translation>
    </message>
    <message>
        <source>3 players (unverified)</source>
        <translation>3人打ち（未検証）</translation>
    </message>
    <message>
        <source>Paste All Seeds</source>
        <translation>シードをまとめて貼り付け</translation>
    </message>
    <message>
        <source>Fill every seed field from the clipboard (seeds separated by spaces, commas or new lines)</source>
        <translation>クリップボードからすべてのシード欄を埋めます（シードは空白・カンマ・改行で区切ります）</translation>
    </message>
    <message>
        <source>Seed %1:</source>
        <translation>シード%1：</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>シード%1</translation>
    </message>
    <message>
        <source>UE:</source>
        <translation>UE：</translation>
    </message>
    <message>
        <source>UE</source>
        <translation>UE</translation>
    </message>
    <message>
        <source>Show on the Table</source>
        <translation>卓に表示</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>シード%1</translation>
    </message>
    <message>
        <source>27 characters, all valid</source>
        <translation>27文字、すべて有効</translation>
    </message>
    <message>
        <source>Dice %1 + %2. %3. Dora indicator: %4.</source>
        <translation>サイコロ %1 + %2。%3。ドラ表示牌：%4。</translation>
    </message>
    <message>
        <source>%1: %n full-width character(s) read as their half-width forms</source>
        <translation>%1：全角文字 %n 個を半角として読みました</translation>
    </message>
    <message>
        <source>%1: character %2 is a space, which is not part of a seed</source>
        <translation>%1：%2文字目が空白です。空白はシードに含まれません</translation>
    </message>
    <message>
        <source>%1: character %2 &apos;%3&apos; is not in the seed alphabet (0-9, a-z, A-Z, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>%1：%2文字目の「%3」はシードに使えない文字です（使えるのは 0-9、a-z、A-Z、&apos;-&apos;、&apos;_&apos;）</translation>
    </message>
    <message>
        <source> (did you mean &apos;%4&apos;?)</source>
        <translation>（「%4」のことですか？）</translation>
    </message>
    <message>
        <source>%1 is empty (a seed has 27 characters)</source>
        <translation>%1が空です（シードは27文字）</translation>
    </message>
    <message>
        <source>%1 has %2 characters, %3 missing (a seed has 27)</source>
        <translation>%1は%2文字で、%3文字足りません（シードは27文字）</translation>
    </message>
    <message>
        <source>%1 has %2 characters, %3 too many: &apos;%4&apos; from position 28 on (SEGA&apos;s viewer would silently ignore the rest)</source>
        <translation>%1は%2文字で、%3文字多すぎます：28文字目以降の「%4」（SEGAのビューアは余分を黙って無視します）</translation>
    </message>
    <message>
        <source>%1: full-width &apos;%2&apos; at position %3 read as &apos;%4&apos;</source>
        <translation>%1：%3文字目の全角「%2」を「%4」として読みました</translation>
    </message>
    <message>
        <source>%1: spaces around the seed were removed</source>
        <translation>%1：前後の空白を取り除きました</translation>
    </message>
</context>
<context>
    <name>ArcadeInput</name>
    <message>
        <source>UE must be a whole number</source>
        <extracomment>Each alphabet character&apos;s 6-bit value.</extracomment>
        <translation>UEは整数で入力してください</translation>
    </message>
    <message>
        <source>UE &apos;%1&apos; is not a whole number (digits only)</source>
        <translation>UE「%1」は整数ではありません（数字のみ）</translation>
    </message>
    <message>
        <source>UE %1 is outside 0..%2 (it is used as a uint32)</source>
        <translation>UE %1 は 0～%2 の範囲外です（32ビット符号なし整数として使われます）</translation>
    </message>
</context>
<context>
    <name>CandidateButton</name>
    <message>
        <source>right</source>
        <extracomment>Colours of the verdicts; the feedback text uses the same ones.</extracomment>
        <translation>正解</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>見逃し</translation>
    </message>
    <message>
        <source>extra</source>
        <translation>余分</translation>
    </message>
</context>
<context>
    <name>Commitment</name>
    <message>
        <source>the expected hash is not hexadecimal</source>
        <translation>照合するハッシュが16進数ではありません</translation>
    </message>
    <message>
        <source>the expected hash has %1 hex digits; a SHA-512 hash has 128</source>
        <translation>照合するハッシュは16進数%1桁です。SHA-512のハッシュは128桁です</translation>
    </message>
    <message>
        <source>a hand&apos;s key from before August 2009</source>
        <translation>2009年8月より前の一局分の鍵</translation>
    </message>
    <message>
        <source>a 2009 legacy seed</source>
        <translation>2009年の旧形式のシード</translation>
    </message>
    <message>
        <source>this is %1; the pre-game hash is only defined for the base64 seed form</source>
        <translation>これは%1です。対局前ハッシュは base64 形式のシードに対してのみ定義されています</translation>
    </message>
    <message>
        <source>the log has no SHUFFLE seed, so there is nothing to hash</source>
        <translation>牌譜にSHUFFLEのシードがないため、ハッシュを計算できません</translation>
    </message>
</context>
<context>
    <name>CommitmentDialog</name>
    <message>
        <source>Tenhou Pre-game Hash (Unconfirmed)</source>
        <translation>天鳳の対局前ハッシュ（手順未確認）</translation>
    </message>
    <message>
        <source>empty in 3-player games</source>
        <translation>3人打ちでは空欄</translation>
    </message>
    <message>
        <source>%1 seat name:</source>
        <translation>%1家の名前：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード：</translation>
    </message>
    <message>
        <source>published SHA-512 (128 hex digits)</source>
        <translation>公開された SHA-512（16進128桁）</translation>
    </message>
    <message>
        <source>Published hash:</source>
        <translation>公開ハッシュ：</translation>
    </message>
    <message>
        <source>Enter the names and the seed (or open the game first; they are filled in from the log).</source>
        <translation>名前とシードを入力してください（先に対局を開くと、牌譜から自動で入力されます）。</translation>
    </message>
    <message>
        <source>Players sorted: %1
Seat order digits: %2
SHA-512: %3</source>
        <translation>並べ替えたプレイヤー：%1
席順の数字：%2
SHA-512：%3</translation>
    </message>
    <message>
        <source>The published hash equals the computed one.</source>
        <translation>公開ハッシュは計算したハッシュと一致します。</translation>
    </message>
    <message>
        <source>MATCH (recipe unconfirmed):</source>
        <translation>一致（手順は未確認）：</translation>
    </message>
    <message>
        <source>The hashes differ. Since the recipe is unconfirmed, this does not show that anything is wrong.</source>
        <translation>ハッシュが一致しません。計算手順が未確認なので、これだけでは不正があったとは言えません。</translation>
    </message>
    <message>
        <source>NO MATCH:</source>
        <translation>不一致：</translation>
    </message>
</context>
<context>
    <name>CoreLabels</name>
    <message>
        <source>ASSUMPTION (unconfirmed): SEGA&apos;s array position p is taken as the p-th tile in physical dealing order from the break (p = 0 top of the first stack dealt, p = 1 its bottom, ...; the last 14 positions are the dead wall). Hands, dora and the table picture depend on this; the wall array and dice themselves are SEGA&apos;s.</source>
        <extracomment>Label every arcade output must show next to anything placed on the table.</extracomment>
        <translation>仮定（未確認）：SEGAの配列の位置pを、割れ目から実際に配る順のp番目の牌とみなしています（p = 0 は最初に取る山の上段、p = 1 はその下段…、最後の14枚が王牌）。配牌・ドラ・卓の図はこの仮定によります。牌山の配列とサイコロそのものはSEGAの計算どおりです。</translation>
    </message>
    <message>
        <source>UNVERIFIED: the 3-player arcade wall is our natural extension of SEGA&apos;s 4-player algorithm (3 seeds, 15 key words, 108 tiles without 2m-8m); no SEGA data confirms it.</source>
        <translation>未検証：3人打ちの牌山は、SEGAの4人打ちアルゴリズムを自然に拡張したもの（シード3つ、鍵15語、2萬〜8萬を除く108枚）です。SEGAのデータによる裏付けはありません。</translation>
    </message>
    <message>
        <source>UNCONFIRMED: Tenhou&apos;s pre-game hash recipe (SHA-512 of seat order + seed as hex) comes from a player&apos;s account; no published hash has been matched yet. A mismatch does not show that anything is wrong.</source>
        <translation>未確認：天鳳の対局前ハッシュの作り方（席順＋シードの16進表記のSHA-512）はあるプレイヤーの説明によるもので、公開されたハッシュとの一致はまだ確認されていません。一致しなくても、不正があったことにはなりません。</translation>
    </message>
    <message>
        <source>Confirmed by real records: the first dora indicator is the 5th tile from the end of the 4-player wall. Assumed: draws from the front, rinshan from the back, further dora/ura indicators every 2nd tile towards the front, 3-player dora 9th from the end, and that the first 53 (3P: 40) tiles of a full wall are the starting hands.</source>
        <translation>実際の牌譜で確認済み：4人打ちの最初のドラ表示牌は牌山の末尾から5枚目です。仮定：ツモは先頭から、嶺上牌は末尾から、以降のドラ・裏ドラ表示牌は先頭側へ2枚おき、3人打ちのドラは末尾から9枚目、配牌込みの牌山では先頭53枚（3人打ちは40枚）が配牌。</translation>
    </message>
    <message>
        <source>A matching hash proves only that the wall was fixed before the hand, not that it was shuffled fairly.</source>
        <translation>ハッシュの一致が示すのは、牌山がその局の前に決まっていたことだけです。公平に混ぜられたことの証明にはなりません。</translation>
    </message>
</context>
<context>
    <name>EvDialog</name>
    <message>
        <source>Tsumo Odds / Double-Riichi EV</source>
        <extracomment>The reference example (REFERENCE section 13): EV 7856.476 for the dealer.</extracomment>
        <translation>ツモ確率／ダブルリーチ期待値</translation>
    </message>
    <message>
        <source>A double riichi that only draws: the waits, their live copies, what each pays (double riichi, menzen tsumo, ippatsu, dora and red fives), and the exact expected points. Calls, ron and ura-dora are ignored. Tiles as 123m456p789s11z, 0m/0p/0s for red fives.</source>
        <translation>ツモ和了だけを待つダブルリーチ：待ち、その残り枚数、それぞれの和了点（ダブルリーチ・門前ツモ・一発・ドラ・赤ドラ）、そして厳密な期待値。鳴き・ロン・裏ドラは考えません。牌は123m456p789s11zの形式で、赤五は0m/0p/0sです。</translation>
    </message>
    <message>
        <source>Starting &amp;hand (14 tiles, or 13 and no discard):</source>
        <translation>配牌(&amp;H)（14枚、宣言牌なしなら13枚）：</translation>
    </message>
    <message>
        <source>&amp;Riichi discard:</source>
        <translation>リーチ宣言牌(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Dora indicator(s):</source>
        <translation>ドラ表示牌(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>自風(&amp;S)：</translation>
    </message>
    <message>
        <source>R&amp;ound wind:</source>
        <translation>場風(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>人数(&amp;P)：</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人打ち</translation>
    </message>
    <message>
        <source>3 players (sanma)</source>
        <translation>3人打ち（三麻）</translation>
    </message>
    <message>
        <source>&amp;Ippatsu</source>
        <translation>一発あり(&amp;I)</translation>
    </message>
    <message>
        <source>Red &amp;fives</source>
        <translation>赤ドラあり(&amp;F)</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>配牌</translation>
    </message>
    <message>
        <source>the discard</source>
        <translation>宣言牌</translation>
    </message>
    <message>
        <source>the dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not in 123m456p789s11z notation (0m/0p/0s = red fives)</source>
        <translation>%1：「%2」は123m456p789s11zの形式ではありません（赤五は0m/0p/0s）</translation>
    </message>
    <message>
        <source>The hand has %1 tiles; it needs %2 (with the discard).</source>
        <translation>手牌が%1枚です。%2枚（宣言牌を含む）必要です。</translation>
    </message>
    <message>
        <source>Give at least one dora indicator.</source>
        <translation>ドラ表示牌を1枚以上入力してください。</translation>
    </message>
    <message>
        <source>At most 5 dora indicators (1 + 4 kan-dora).</source>
        <translation>ドラ表示牌は最大5枚です（ドラ1枚＋カンドラ4枚）。</translation>
    </message>
    <message>
        <source>The discard %1 is not in the hand.</source>
        <translation>宣言牌%1が手牌にありません。</translation>
    </message>
    <message>
        <source>%1 is a red five, but red fives are off.</source>
        <translation>%1は赤五ですが、赤ドラなしの設定です。</translation>
    </message>
    <message>
        <source>%1 appears more than 4 times in the hand and indicators.</source>
        <translation>%1が手牌とドラ表示牌で5枚以上あります。</translation>
    </message>
    <message>
        <source>%1 is not used with 3 players.</source>
        <translation>%1は三人打ちでは使いません。</translation>
    </message>
    <message>
        <source>The hand after the discard is not tenpai (%1-shanten).</source>
        <translation>宣言牌を切った後の手牌が聴牌していません（%1向聴）。</translation>
    </message>
    <message>
        <source>There is no North seat with 3 players.</source>
        <translation>三人打ちに北家はありません。</translation>
    </message>
    <message>
        <source>The hand has %1 tiles; without a discard it needs 13.</source>
        <translation>手牌が%1枚です。宣言牌を入力しない場合は13枚必要です。</translation>
    </message>
    <message>
        <source>The hand after the discard is already complete.</source>
        <translation>宣言牌を切った後の手牌がすでに和了形です。</translation>
    </message>
    <message>
        <source>Expected points: %1</source>
        <translation>期待値：%1点</translation>
    </message>
    <message>
        <source>%1 unseen tiles, %2 live winning tiles, %3 draws after the riichi discard. Ippatsu chance %4, chance to win by tsumo %5.</source>
        <translation>見えていない牌%1枚、和了牌の残り%2枚、リーチ後のツモ%3回。一発の確率%4、ツモ和了の確率%5。</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>残り</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>和了点</translation>
    </message>
    <message>
        <source>With ippatsu</source>
        <translation>一発時</translation>
    </message>
    <message>
        <source>At haitei</source>
        <translation>海底時</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Wall position</source>
        <translation>牌山の位置</translation>
    </message>
    <message>
        <source>Wins here</source>
        <translation>ここで和了</translation>
    </message>
    <message>
        <source>Won by then</source>
        <translation>ここまでに和了</translation>
    </message>
    <message>
        <source>(ippatsu)</source>
        <translation>（一発）</translation>
    </message>
    <message>
        <source>(haitei)</source>
        <translation>（海底）</translation>
    </message>
    <message>
        <source>exactly %1</source>
        <translation>厳密には%1</translation>
    </message>
</context>
<context>
    <name>Fairness</name>
    <message>
        <source>Starting hands: %1 shanten worse than average</source>
        <extracomment>Digests that identify the game: its first deal, and its seed when it has one.</extracomment>
        <translation>配牌：平均より%1向聴悪い</translation>
    </message>
    <message>
        <source>Starting hands: %1 shanten better than average</source>
        <translation>配牌：平均より%1向聴良い</translation>
    </message>
    <message>
        <source>Dora in starting hands: %1 fewer per hand than expected</source>
        <translation>配牌のドラ：1局あたり期待値より%1枚少ない</translation>
    </message>
    <message>
        <source>Dora in starting hands: %1 more per hand than expected</source>
        <translation>配牌のドラ：1局あたり期待値より%1枚多い</translation>
    </message>
    <message>
        <source>Ura-dora: %1 fewer per riichi win than expected</source>
        <translation>裏ドラ：リーチ和了1回あたり期待値より%1枚少ない</translation>
    </message>
    <message>
        <source>Ura-dora: %1 more per riichi win than expected</source>
        <translation>裏ドラ：リーチ和了1回あたり期待値より%1枚多い</translation>
    </message>
    <message>
        <source>Ippatsu: %1 less often than the others&apos; riichi wins</source>
        <translation>一発：他家のリーチ和了より%1少ない</translation>
    </message>
    <message>
        <source>Ippatsu: %1 more often than the others&apos; riichi wins</source>
        <translation>一発：他家のリーチ和了より%1多い</translation>
    </message>
    <message>
        <source>well within chance</source>
        <translation>十分に偶然の範囲内</translation>
    </message>
    <message>
        <source>a little unusual, but it happens by chance now and then</source>
        <translation>やや珍しいが、偶然でも時々起こる程度</translation>
    </message>
    <message>
        <source>unlikely by chance alone</source>
        <translation>偶然だけでは起こりにくい</translation>
    </message>
    <message>
        <source>far beyond chance</source>
        <translation>偶然をはるかに超える</translation>
    </message>
    <message>
        <source>%1, %2: p = %3 (n = %4).</source>
        <translation>%1、%2：p = %3（n = %4）。</translation>
    </message>
    <message>
        <source>%1 distinct games, %2 hands (%3 duplicate games dropped).</source>
        <translation>重複を除いた対局%1件、%2局（重複した対局%3件を除外）。</translation>
    </message>
    <message>
        <source>Skipped: %1 unreadable items, %2 games with another number of players.</source>
        <translation>除外：読めなかった項目%1件、人数の異なる対局%2件。</translation>
    </message>
    <message>
        <source>Dealer (14 tiles)</source>
        <translation>親（14枚）</translation>
    </message>
    <message>
        <source>Non-dealers (13 tiles)</source>
        <translation>子（13枚）</translation>
    </message>
    <message>
        <source>%1: mean shanten %2, expected %3 (95% interval %4 to %5), %6.</source>
        <translation>%1：平均向聴数%2、期待値%3（95%区間 %4～%5）、%6。</translation>
    </message>
    <message>
        <source>Beyond chance: %1 (p below %2 after correcting for %3 tests).</source>
        <translation>偶然を超える結果：%1（%3個の検定で補正した基準 p &lt; %2）。</translation>
    </message>
    <message>
        <source>Every test (%1) is within chance: nothing here suggests an unfair shuffle.</source>
        <translation>すべての検定（%1個）が偶然の範囲内です。不公平なシャッフルを示すものはありません。</translation>
    </message>
    <message>
        <source>%1 is uniform: every tile can end anywhere alike.</source>
        <translation>%1は一様です。どの牌もどの位置にも同じ確率で行きます。</translation>
    </message>
    <message>
        <source>%1 is biased: a position is up to %2 times as likely as uniform, another only %3 times; the tile starting at %4 is off by %5 (total variation).</source>
        <translation>%1には偏りがあります。ある位置は一様の最大%2倍、別の位置は%3倍しか出ません。位置%4から始まる牌のずれは%5（全変動距離）です。</translation>
    </message>
    <message>
        <source>Fisher-Yates</source>
        <translation>Fisher-Yates法</translation>
    </message>
    <message>
        <source>The naive shuffle</source>
        <translation>素朴なシャッフル</translation>
    </message>
    <message>
        <source>%1 random swaps</source>
        <translation>ランダムな交換%1回</translation>
    </message>
</context>
<context>
    <name>FairnessPanel</name>
    <message>
        <source>Report on real games</source>
        <translation>実際の対局のレポート</translation>
    </message>
    <message>
        <source>Shuffle lab</source>
        <translation>シャッフル実験室</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>, </source>
        <extracomment>lupdate finds translate(&quot;Context&quot;, &quot;text&quot;) calls under this name.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Time is up: this answer counts as wrong.</source>
        <translation>時間切れ：この解答は不正解になります。</translation>
    </message>
    <message>
        <source>Right! This hand is not tenpai.</source>
        <translation>正解！この手はノーテンです。</translation>
    </message>
    <message>
        <source>Right! You found the only wait.</source>
        <translation>正解！ 待ちはこの1種だけです。</translation>
    </message>
    <message>
        <source>Right! You found all {count} waits.</source>
        <translation>正解！{count}種の待ちをすべて見つけました。</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不正解です。</translation>
    </message>
    <message>
        <source>Missed:</source>
        <translation>見逃し：</translation>
    </message>
    <message>
        <source>Extra (does not win):</source>
        <translation>余分（和了れない牌）：</translation>
    </message>
    <message>
        <source>No tile was picked before the time ran out.</source>
        <translation>時間切れまでに牌が選ばれませんでした。</translation>
    </message>
    <message>
        <source>You answered: not tenpai.</source>
        <translation>あなたの解答：ノーテン。</translation>
    </message>
    <message>
        <source>Answered in {seconds} s.</source>
        <translation>解答時間 {seconds}秒。</translation>
    </message>
    <message>
        <source>No tile completes this hand, so it is not tenpai (noten).</source>
        <translation>どの牌を加えても和了形にならないので、この手はノーテン（不聴）です。</translation>
    </message>
    <message>
        <source>{tile} ({live} live)</source>
        <translation>{tile}（残り{live}枚）</translation>
    </message>
    <message>
        <source>Wait (1):</source>
        <translation>待ち (1種):</translation>
    </message>
    <message>
        <source>Waits ({count}):</source>
        <translation>待ち（{count}種）：</translation>
    </message>
    <message>
        <source>{live} tiles left that win, counting only the tiles in your hand.</source>
        <translation>アガリ牌は残り{live}枚（自分の手牌だけを数えた場合）。</translation>
    </message>
    <message>
        <source>found</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>見逃し</translation>
    </message>
    <message>
        <source>adding this tile does not make a complete hand</source>
        <translation>この牌を加えても和了形になりません</translation>
    </message>
    <message>
        <source>you hold all four, so it cannot be drawn (no wait)</source>
        <translation>4枚とも手の内にあるため引けません（待ちではありません）</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <source>Game Overview and Score Chart</source>
        <translation>対局一覧と点数推移</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局一覧</translation>
    </message>
</context>
<context>
    <name>HandListModel</name>
    <message>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>Every deal, draw and indicator came from the seed&apos;s wall</source>
        <translation>配牌・ツモ・ドラ表示牌はすべてシードの牌山どおりでした</translation>
    </message>
    <message>
        <source>%1 mismatch(es) with the seed&apos;s wall</source>
        <translation>シードの牌山との不一致 %1か所</translation>
    </message>
    <message>
        <source>Not verified (no seed to check against)</source>
        <translation>未検証（照合するシードがありません）</translation>
    </message>
    <message>
        <source>The hash matches and every draw and indicator came from the wall the record published</source>
        <translation>ハッシュが一致し、ツモとドラ表示牌はすべて牌譜が公開した牌山どおりでした</translation>
    </message>
    <message>
        <source>%1 mismatch(es) with the wall the record published</source>
        <translation>牌譜が公開した牌山との不一致 %1か所</translation>
    </message>
    <message>
        <source>Not verified (the record gives no hash for this wall)</source>
        <translation>未検証（牌譜にこの牌山のハッシュがありません）</translation>
    </message>
</context>
<context>
    <name>HistoryBanner</name>
    <message>
        <source>Retry saving</source>
        <translation>保存を再試行</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The practice history cannot be saved right now. Practice goes on; your answers are kept in memory, and at quit they are written to a file that is imported next time, or you are asked first if that is impossible.</source>
        <translation>練習履歴を今は保存できません。練習は続けられます。解答はメモリに保持し、終了時に次回読み込まれるファイルへ書き出します。それもできない場合は終了前に確認します。</translation>
    </message>
    <message>
        <source>There was a problem with the practice history file.</source>
        <translation>練習履歴ファイルに問題がありました。</translation>
    </message>
    <message>
        <source>({count} answers waiting to be saved)</source>
        <translation>（保存待ちの解答 {count} 件）</translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 を作成できません：%2</translation>
    </message>
    <message>
        <source>cannot start a new history: %1</source>
        <translation>新しい履歴を始められません：%1</translation>
    </message>
    <message>
        <source>history file %1 is damaged (%2) and could not be moved aside (%3); left untouched, answers kept in memory</source>
        <translation>履歴ファイル %1 は壊れています（%2）。別名に退避もできなかったため（%3）そのままにし、解答はメモリに保持します</translation>
    </message>
    <message>
        <source>history file was damaged (%1); kept as %2, started a new history</source>
        <translation>履歴ファイルが壊れていました（%1）。%2 として残し、新しい履歴を始めました</translation>
    </message>
    <message>
        <source>cannot read history %1: %2; answers kept in memory</source>
        <translation>履歴 %1 を読めません：%2。解答はメモリに保持します</translation>
    </message>
    <message>
        <source>cannot write history %1 (%2); answers kept in memory</source>
        <translation>履歴 %1 に書き込めません（%2）。解答はメモリに保持します</translation>
    </message>
    <message>
        <source>history file is from an older version and cannot be upgraded here</source>
        <translation>履歴ファイルが古い版のもので、ここでは更新できません</translation>
    </message>
    <message>
        <source>cannot read past answers: %1</source>
        <translation>過去の解答を読めません：%1</translation>
    </message>
    <message>
        <source>skipped 1 damaged answer in the history file</source>
        <translation>履歴ファイルの壊れた解答1件を除外しました</translation>
    </message>
    <message>
        <source>skipped %1 damaged answers in the history file</source>
        <translation>履歴ファイルの壊れた解答%1件を除外しました</translation>
    </message>
    <message>
        <source>saved %1 answers left over from an earlier session</source>
        <translation>前回までに保存できなかった解答%1件を保存しました</translation>
    </message>
    <message>
        <source>could not save answers (%1); %2 kept in memory, will retry</source>
        <translation>解答を保存できませんでした（%1）。%2件をメモリに保持し、再試行します</translation>
    </message>
    <message>
        <source>could not save answers (%1); %2 kept in the pending file, will retry</source>
        <translation>解答を保存できませんでした（%1）。%2件を保存待ちファイルに保持し、再試行します</translation>
    </message>
    <message>
        <source>history saving again; pending answers written</source>
        <translation>履歴を保存できるようになり、保存待ちの解答を書き込みました</translation>
    </message>
    <message>
        <source>could not keep the star: %1</source>
        <translation>星印を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>could not file past answers under their new keys: %1</source>
        <translation>過去の解答を新しいキーに移せませんでした：%1</translation>
    </message>
    <message>
        <source>ignored the unsaved answers in %1: %2</source>
        <translation>%1 の未保存の解答を読み込みませんでした：%2</translation>
    </message>
    <message>
        <source>could not read unsaved answers in %1: %2</source>
        <translation>%1 の未保存の解答を読めませんでした：%2</translation>
    </message>
    <message>
        <source>ignored the unsaved answers in %1: larger than 64 MiB</source>
        <translation>%1 の未保存の解答を読み込みませんでした：64 MiB を超えています</translation>
    </message>
    <message>
        <source>skipped 1 damaged line in %2 (%3)</source>
        <translation>%2 の壊れた行1行を除外しました（%3）</translation>
    </message>
    <message>
        <source>skipped %1 damaged lines in %2 (%3)</source>
        <translation>%2 の壊れた行%1行を除外しました（%3）</translation>
    </message>
    <message>
        <source>kept in %1</source>
        <translation>%1 に保存</translation>
    </message>
    <message>
        <source>could not be kept</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <source>%1 unsaved answers written to %2</source>
        <translation>未保存の解答%1件を %2 に書き出しました</translation>
    </message>
    <message>
        <source>%1 answers could not be saved anywhere: %2</source>
        <translation>解答%1件をどこにも保存できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>JournalDialog</name>
    <message>
        <source>Check Against a Hash Journal</source>
        <extracomment>A journal is a few lines; anything larger is not one.</extracomment>
        <translation>ハッシュの控えと照合</translation>
    </message>
    <message>
        <source>Mahjong Soul shows each hand&apos;s wall hash during play. Paste the hashes you copied then, one line per hand: the hand&apos;s name and its hash, e.g. &lt;code&gt;E1-0 f01d03b1a935ad6474db7082adeb67cb&lt;/code&gt; (East 1, 0 honba). Only hashes seen before the game ended prove the record was not rewritten.</source>
        <translation>雀魂は対局中に各局の牌山のハッシュを表示します。そのとき控えたハッシュを1局1行で貼り付けてください（局名とハッシュ。例：&lt;code&gt;E1-0 f01d03b1a935ad6474db7082adeb67cb&lt;/code&gt;＝東1局0本場）。対局の終わる前に見たハッシュだけが、牌譜が書き換えられていないことの証明になります。</translation>
    </message>
    <message>
        <source>Load a Text File…</source>
        <translation>テキストファイルを読み込む…</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>照合</translation>
    </message>
    <message>
        <source>Hash journal</source>
        <translation>ハッシュの控え</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>テキストファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>too large for a hash journal</source>
        <translation>ハッシュの控えとしては大きすぎます</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <source>That is too long for a hash journal.</source>
        <translation>ハッシュの控えとしては長すぎます。</translation>
    </message>
    <message>
        <source>%1 hand(s) read</source>
        <translation>%1局分を読み込みました</translation>
    </message>
    <message>
        <source>Line %1: this hand is listed twice.</source>
        <translation>%1行目：この局は二度書かれています。</translation>
    </message>
    <message>
        <source>Line %1 is not a hand name and a hash (e.g. E1-0 followed by 32 or 64 hex digits).</source>
        <translation>%1行目は局名とハッシュの形ではありません（例：E1-0 のあとに16進数32桁または64桁）。</translation>
    </message>
</context>
<context>
    <name>KindButton</name>
    <message>
        <source>Toggle this tile as a wait</source>
        <translation>この牌を待ちとして選択／解除</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>Search names, game ids, files</source>
        <extracomment>The date edits show this day as &quot;any&quot;. The user asks for a fairness report on the selected games (the window opens the lab).</extracomment>
        <translation>名前・牌譜ID・ファイル名で検索</translation>
    </message>
    <message>
        <source>Player (exact name)</source>
        <translation>プレイヤー名（完全一致）</translation>
    </message>
    <message>
        <source>From</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>Any players</source>
        <translation>人数指定なし</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人打ち</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3人打ち</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>長さ指定なし</translation>
    </message>
    <message>
        <source>South game</source>
        <translation>東南戦</translation>
    </message>
    <message>
        <source>East game</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>状態指定なし</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>Not verified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>Mismatch</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>No seed</source>
        <translation>シードなし</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>読み込めない</translation>
    </message>
    <message>
        <source>Import Folder…</source>
        <translation>フォルダを取り込む…</translation>
    </message>
    <message>
        <source>Import Files or Databases…</source>
        <translation>ファイル・データベースを取り込む…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Verify Selection</source>
        <translation>選択を検証</translation>
    </message>
    <message>
        <source>Export Selection</source>
        <translation>選択を書き出す</translation>
    </message>
    <message>
        <source>Fairness Report…</source>
        <translation>公平性レポート…</translation>
    </message>
    <message>
        <source>Test the selected games in the fairness lab (starting hands, wall positions)</source>
        <translation>選択した対局を公平性ラボで検定します（配牌・牌山の位置）</translation>
    </message>
    <message>
        <source>As Tenhou mjlog…</source>
        <translation>天鳳 mjlog 形式で…</translation>
    </message>
    <message>
        <source>As tenhou.net/6 JSON…</source>
        <translation>tenhou.net/6 JSON 形式で…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>対局日時</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>入手元</translation>
    </message>
    <message>
        <source>4-player</source>
        <translation>四麻</translation>
    </message>
    <message>
        <source>3-player</source>
        <translation>三麻</translation>
    </message>
    <message>
        <source>south</source>
        <translation>東南</translation>
    </message>
    <message>
        <source>east</source>
        <translation>東風</translation>
    </message>
    <message>
        <source>red fives</source>
        <translation>赤あり</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>mismatch</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>no seed</source>
        <translation>シードなし</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>読み込めない</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>破損</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 対局</translation>
    </message>
    <message>
        <source>%1 selected</source>
        <translation>%1 件選択</translation>
    </message>
    <message>
        <source>That game is no longer in the library.</source>
        <translation>その対局はもうライブラリにありません。</translation>
    </message>
    <message>
        <source>%1 contains no hands.</source>
        <translation>%1 には局がありません。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Import a folder of game logs</source>
        <translation>牌譜のフォルダを取り込む</translation>
    </message>
    <message>
        <source>Import game logs or log databases</source>
        <translation>牌譜または牌譜データベースを取り込む</translation>
    </message>
    <message>
        <source>Logs and databases</source>
        <translation>牌譜とデータベース</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>すべてのファイル</translation>
    </message>
    <message>
        <source>%1 added, %2 already in the library, %3 unusable</source>
        <translation>%1 件追加、%2 件は登録済み、%3 件は使用できません</translation>
    </message>
    <message>
        <source>The import stopped unexpectedly (exit code %1); the games added before that are kept.</source>
        <translation>取り込みが予期せず停止しました（終了コード %1）。それまでに追加した対局は保存されています。</translation>
    </message>
    <message>
        <source>%1 of %2 games verified, %3 mismatches</source>
        <translation>%2 対局中 %1 対局を検証済み、不一致 %3 件</translation>
    </message>
    <message>
        <source>Export the selected games to</source>
        <translation>選択した対局の書き出し先</translation>
    </message>
    <message>
        <source>%1 files written to %2</source>
        <translation>%1 個のファイルを %2 に書き出しました</translation>
    </message>
</context>
<context>
    <name>Tenhou6</name>
    <message>
        <source>Round %1 (%2) was left out: %3</source>
        <translation>%1番目の局（%2）は読めないため省きました: %3</translation>
    </message>
    <message>
        <source>Round %1 was left out: %2</source>
        <translation>%1番目の局は読めないため省きました: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>as &amp;mjai…</source>
        <translation>mjai 形式で(&amp;M)…</translation>
    </message>
    <message>
        <source>as &amp;tenhou.net/6 JSON…</source>
        <translation>tenhou.net/6 JSON 形式で(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;NAGA URLs…</source>
        <translation>NAGA 用 URL(&amp;N)…</translation>
    </message>
    <message>
        <source>This Position as a &amp;What-to-Discard Problem…</source>
        <translation>この局面を何切る問題として(&amp;W)…</translation>
    </message>
    <message>
        <source>Copy the Hand as &amp;mpsz</source>
        <translation>手牌を mpsz でコピー(&amp;M)</translation>
    </message>
    <message>
        <source>Copy a &amp;tenhou.net/2 Link (牌理)</source>
        <translation>tenhou.net/2 牌理リンクをコピー(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Game &amp;Overview and Score Chart</source>
        <translation>対局一覧と点数推移(&amp;O)</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局一覧</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Wall in draw order</source>
        <translation>ツモ順の牌山</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Autoplay: milliseconds a step at 1×, and the speeds offered. Extra ticks autoplay waits on a result step. The game, hand, step and view options every view follows.</extracomment>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>自動再生</translation>
    </message>
    <message>
        <source>Open the &amp;Demo Game</source>
        <translation>デモ対局を開く(&amp;D)</translation>
    </message>
    <message>
        <source>Browse a Tenhou &amp;Seed…</source>
        <translation>天鳳のシードから牌山を見る(&amp;S)…</translation>
    </message>
    <message>
        <source>MJ &amp;Arcade Wall…</source>
        <translation>MJアーケードの牌山(&amp;A)…</translation>
    </message>
    <message>
        <source>Mahjong &amp;Soul Wall Hash…</source>
        <translation>雀魂の牌山ハッシュ(&amp;M)…</translation>
    </message>
    <message>
        <source>Tenhou &amp;Pre-game Hash…</source>
        <translation>天鳳の対局前ハッシュ(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>1手進む(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>1手戻る(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;First Step</source>
        <translation>最初へ(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>最後へ(&amp;L)</translation>
    </message>
    <message>
        <source>Next &amp;Hand</source>
        <translation>次の局(&amp;H)</translation>
    </message>
    <message>
        <source>Previous &amp;Key Moment</source>
        <translation>前の要注目局面(&amp;K)</translation>
    </message>
    <message>
        <source>Next Key &amp;Moment</source>
        <translation>次の要注目局面(&amp;M)</translation>
    </message>
    <message>
        <source>Previous H&amp;and</source>
        <translation>前の局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reveal the Wall</source>
        <translation>牌山を表示(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;What If Nobody Called</source>
        <translation>鳴きがなかった場合(&amp;W)</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>前の局</translation>
    </message>
    <message>
        <source>First step of the hand</source>
        <translation>この局の最初の手順</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>前の手順</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次の手順</translation>
    </message>
    <message>
        <source>Last step of the hand</source>
        <translation>この局の最後の手順</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>次の局</translation>
    </message>
    <message>
        <source>&amp;All Hands Open</source>
        <translation>全員の手牌を公開(&amp;A)</translation>
    </message>
    <message>
        <source>Seat &amp;1&apos;s View</source>
        <translation>席1の視点(&amp;1)</translation>
    </message>
    <message>
        <source>Seat &amp;2&apos;s View</source>
        <translation>席2の視点(&amp;2)</translation>
    </message>
    <message>
        <source>Seat &amp;3&apos;s View</source>
        <translation>席3の視点(&amp;3)</translation>
    </message>
    <message>
        <source>Seat &amp;4&apos;s View</source>
        <translation>席4の視点(&amp;4)</translation>
    </message>
    <message>
        <source>Load Tile &amp;Images…</source>
        <translation>牌画像を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Built-in Tiles</source>
        <translation>内蔵の牌(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;About yamaviewer</source>
        <translation>yamaviewerについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
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
        <source>&amp;Using yamaviewer (README)</source>
        <translation>yamaviewerの使い方 (README)(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Game logs (*.mjlog *.xml *.txt *.json *.jsonl);;All files (*)</source>
        <extracomment>Marked for lupdate (the file dialog&apos;s filter names are read in the interface language).</extracomment>
        <translation>牌譜 (*.mjlog *.xml *.txt *.json *.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Mortal review</source>
        <translation>Mortal 検討</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tiles</source>
        <translation>牌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Check Mahjong Soul Record Against a Hash &amp;Journal…</source>
        <translation>雀魂の牌譜をハッシュの控えと照合(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>自動再生／一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Wall Viewer</source>
        <translation>牌山ビューア(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Chinitsu Trainer</source>
        <translation>清一色トレーナー(&amp;C)</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>システムの設定に従う</translation>
    </message>
    <message>
        <source>Wall viewer</source>
        <translation>牌山ビューア</translation>
    </message>
    <message>
        <source>Chinitsu trainer</source>
        <translation>清一色トレーナー</translation>
    </message>
    <message>
        <source>Fairness</source>
        <translation>公平性</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>牌理</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <source>Tsumo Odds / Double-Riichi &amp;EV…</source>
        <translation>ツモ確率／ダブルリーチ期待値(&amp;E)…</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>自動再生の速さ</translation>
    </message>
    <message>
        <source>Chinitsu trainer — yamaviewer</source>
        <translation>清一色トレーナー — yamaviewer</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>%1 を開けませんでした：
%2</translation>
    </message>
    <message>
        <source>Could not open %1 (unexpected error: %2).</source>
        <translation>%1 を開けませんでした（予期しないエラー：%2）。</translation>
    </message>
    <message>
        <source>Nothing to show</source>
        <translation>表示するものがありません</translation>
    </message>
    <message>
        <source>%1 contains no hands.</source>
        <translation>%1 には局がありません。</translation>
    </message>
    <message>
        <source>preview, not verified</source>
        <translation>プレビュー（未検証）</translation>
    </message>
    <message>
        <source> · the file is cut short</source>
        <translation> · ファイルが途中で切れています</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>all %n hand(s) verified</source>
        <translation>全%n局 検証済み</translation>
    </message>
    <message>
        <source>%n mismatch(es)</source>
        <translation>不一致 %n 件</translation>
    </message>
    <message>
        <source>not verified (nothing fixed the walls)</source>
        <translation>未検証（牌山を事前に固定するものがありません）</translation>
    </message>
    <message>
        <source>%1 players · %2 · %3</source>
        <translation>%1人 · %2 · %3</translation>
    </message>
    <message>
        <source>%n hand(s)</source>
        <translation>%n局</translation>
    </message>
    <message>
        <source> · %n round(s) left out</source>
        <translation> · %n局を読み飛ばしました</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>手順 %1 / %2</translation>
    </message>
    <message>
        <source>Open a game log</source>
        <translation>牌譜を開く</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>Clear the List</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <source>Check the open game&apos;s seed against a published hash</source>
        <translation>開いている対局のシードを公開ハッシュと照合します</translation>
    </message>
    <message>
        <source>Folder of tile images (SVG or PNG)</source>
        <translation>牌画像のフォルダ（SVG または PNG）</translation>
    </message>
    <message>
        <source>Tile images</source>
        <translation>牌画像</translation>
    </message>
    <message>
        <source>%1 holds no SVG or PNG files.</source>
        <translation>%1 には SVG・PNG ファイルがありません。</translation>
    </message>
    <message>
        <source>Some tiles have no image in that folder; they are drawn built-in.</source>
        <translation>そのフォルダに画像がない牌は、内蔵の絵柄で描きます。</translation>
    </message>
    <message>
        <source>About yamaviewer</source>
        <translation>yamaviewerについて</translation>
    </message>
    <message>
        <source>&lt;h3&gt;yamaviewer %1&lt;/h3&gt;&lt;p&gt;Rebuilds riichi mahjong walls from published seeds and shows whether every deal, draw and dora indicator of a real game came from where it must.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;yamaviewer %1&lt;/h3&gt;&lt;p&gt;公開されたシードからリーチ麻雀の牌山を再現し、実際の対局の配牌・ツモ・ドラ表示牌がすべて本来の位置から来ているかを示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open &amp;URL…</source>
        <translation>URL を開く(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Paste a Tenhou Link</source>
        <translation>天鳳の URL を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>The clipboard holds no Tenhou link or log id.</source>
        <translation>クリップボードに天鳳の URL も牌譜 ID もありません。</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>ライブラリ(&amp;L)</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>対局を開けません</translation>
    </message>
</context>
<context>
    <name>MajsoulDialog</name>
    <message>
        <source>Mahjong Soul Wall Hash</source>
        <translation>雀魂の牌山ハッシュ</translation>
    </message>
    <message>
        <source>Paste a hand&apos;s wall string (paishan: 2 characters per tile, 0m/0p/0s = red fives) and the hash the record published before the hand. SHA-256 records (since 2023-05) also need the salt; old records use MD5 of the wall after the deal.</source>
        <translation>局の牌山文字列（paishan：1牌2文字、0m/0p/0s は赤五）と、牌譜が局の前に公開したハッシュを貼り付けてください。SHA-256 の牌譜（2023年5月以降）にはソルトも必要です。古い牌譜は配牌後の牌山の MD5 を使います。</translation>
    </message>
    <message>
        <source>Wall string</source>
        <translation>牌山文字列</translation>
    </message>
    <message>
        <source>only for SHA-256 records</source>
        <translation>SHA-256 の牌譜のみ</translation>
    </message>
    <message>
        <source>MD5 (32 hex digits) or SHA-256 (64)</source>
        <translation>MD5（16進32桁）または SHA-256（64桁）</translation>
    </message>
    <message>
        <source>Salt:</source>
        <translation>ソルト：</translation>
    </message>
    <message>
        <source>Hash:</source>
        <translation>ハッシュ：</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>…ほか%1件</translation>
    </message>
    <message>
        <source>full wall with the starting hands</source>
        <translation>配牌を含む牌山全体</translation>
    </message>
    <message>
        <source>wall after the deal</source>
        <translation>配牌後の牌山</translation>
    </message>
    <message>
        <source>%1 tiles, %2 players, %3</source>
        <translation>%1枚、%2人打ち、%3</translation>
    </message>
    <message>
        <source>Paste the published hash to compare.</source>
        <translation>照合するには公開ハッシュを貼り付けてください。</translation>
    </message>
    <message>
        <source>%1 of this wall equals the published hash. %2</source>
        <translation>この牌山の%1は公開ハッシュと一致します。%2</translation>
    </message>
    <message>
        <source>MATCH:</source>
        <translation>一致：</translation>
    </message>
    <message>
        <source>NOT A WALL HASH:</source>
        <translation>牌山のハッシュではありません：</translation>
    </message>
    <message>
        <source>Computed %1.</source>
        <translation>計算値 %1。</translation>
    </message>
    <message>
        <source>NO MATCH:</source>
        <translation>不一致：</translation>
    </message>
    <message>
        <source>NOT A FAIR WALL:</source>
        <translation>公正な牌山ではありません：</translation>
    </message>
</context>
<context>
    <name>MajsoulHash</name>
    <message>
        <source>hash</source>
        <translation>ハッシュ</translation>
    </message>
    <message>
        <source>salt</source>
        <translation>ソルト</translation>
    </message>
    <message>
        <source>the %1 is empty</source>
        <translation>%1が空です</translation>
    </message>
    <message>
        <source>the %1 is not hexadecimal (character &apos;%2&apos;)</source>
        <translation>%1が16進数ではありません（文字「%2」）</translation>
    </message>
    <message>
        <source>the %1 has %2 hex digits; MD5 has 32 and SHA-256 has 64</source>
        <translation>%1は16進数%2桁です。MD5は32桁、SHA-256は64桁です</translation>
    </message>
</context>
<context>
    <name>MistakesPage</name>
    <message>
        <source>Every question you missed, newest first. Click a row and press Replay (or double-click it) to answer it again; click ☆ to star a question and keep it.</source>
        <translation>間違えた問題を新しい順にすべて並べます。行を選んで「もう一度」を押す（またはダブルクリック）と解き直せます。☆をクリックすると問題に星を付けて残します。</translation>
    </message>
    <message>
        <source>Drill my weakness:</source>
        <translation>苦手を集中練習:</translation>
    </message>
    <message>
        <source>Exactly this many waits:</source>
        <translation>待ちの数を指定:</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>モード:</translation>
    </message>
    <message>
        <source>Waits:</source>
        <translation>待ちの数:</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>待ちの形:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Starred only</source>
        <translation>★のみ</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>You answered</source>
        <translation>あなたの答え</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>not tenpai</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>1 wait</source>
        <translation>1面待ち</translation>
    </message>
    <message>
        <source>{count} waits</source>
        <translation>{count}面待ち</translation>
    </message>
    <message>
        <source>{group} {percent} %</source>
        <translation>{group} {percent}%</translation>
    </message>
    <message>
        <source>{right} of {answered} right: practise {count} hands of it</source>
        <translation>{answered}問中{right}問正解: この形を{count}問練習します</translation>
    </message>
    <message>
        <source>Answer a few hands first</source>
        <translation>まず何問か解いてください</translation>
    </message>
    <message>
        <source>(one tile taken out)</source>
        <translation>（1枚抜き）</translation>
    </message>
    <message>
        <source>(too late)</source>
        <translation>（時間切れ）</translation>
    </message>
    <message>
        <source>see the position</source>
        <translation>局面を参照</translation>
    </message>
    <message>
        <source>Star: keep this question</source>
        <translation>★: この問題を残す</translation>
    </message>
    <message>
        <source>Mistakes: {count}</source>
        <translation>間違い: {count}件</translation>
    </message>
    <message>
        <source>Unstar</source>
        <translation>★を外す</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>★を付ける</translation>
    </message>
    <message>
        <source>Drilling {group}: {left} hands left</source>
        <translation>{group}を練習中: 残り{left}問</translation>
    </message>
    <message>
        <source>{title}: {group} ({left} left)</source>
        <translation>{title}: {group}（残り{left}問）</translation>
    </message>
</context>
<context>
    <name>Mjai</name>
    <message>
        <source>not verifiable: no seed (an mjai log carries no wall; han and fu are counted again)</source>
        <translation>検証不可: シードがありません（mjai の牌譜には牌山がありません。翻・符は数え直したものです）</translation>
    </message>
</context>
<context>
    <name>MajsoulRecord</name>
    <message>
        <source>This is a tenhou.net/6 export of a Mahjong Soul game: the export dropped each hand&apos;s wall and its hash, so it replays but cannot be verified. Verify the game record itself (the JSON the record-download snippet saves).</source>
        <extracomment>Deepest JSON nesting a real record has is 8; refuse far deeper input at once. RecordChiPengGang.type: 0 chi, 1 pon, 2 open kan (daiminkan). RecordAnGangAddGang.type: 2 added kan, 3 closed kan. Said of a tenhou.net/6 JSON exported from a Mahjong Soul game (the common browser script).</extracomment>
        <translation>これは雀魂の対局を tenhou.net/6 形式に書き出したものです。書き出しの際に各局の牌山とハッシュが落ちているため、再生はできますが検証はできません。牌譜そのもの（牌譜ダウンロード用スニペットが保存する JSON）を検証してください。</translation>
    </message>
    <message>
        <source>Assumed: a full wall deals three rounds of 4 tiles from the dealer on, then 1 tile each, then the dealer&apos;s 14th tile (not yet confirmed on a real 4-player record).</source>
        <extracomment>The order the full (sha256-era) wall deals the starting hands is not confirmed on a 4-player record; it is shown with every deal check.</extracomment>
        <translation>仮定：全体の牌山からは親から順に4枚ずつ3巡、次に1枚ずつ、最後に親の14枚目が配られる（実際の4人打ちの牌譜ではまだ確認されていません）。</translation>
    </message>
    <message>
        <source>A matching hash proves only that the wall was fixed before the hand; the draw, tile-set and dora checks prove the game followed it.</source>
        <extracomment>Said with every record&apos;s verification: what the hash does and does not prove.</extracomment>
        <translation>ハッシュの一致が示すのは、その局の前に牌山が決まっていたことだけです。対局が牌山どおりに進んだことは、ツモ・牌の組・ドラの検査が示します。</translation>
    </message>
</context>
<context>
    <name>MajsoulReport</name>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The wall&apos;s hash differs from the hash in the record.</source>
        <translation>牌山のハッシュが記録のハッシュと一致しません。</translation>
    </message>
    <message>
        <source>This wall is not a real tile set: %1.</source>
        <translation>この牌山は実在する牌の組ではありません：%1。</translation>
    </message>
    <message>
        <source>The journal lists %1, which the record does not have.</source>
        <translation>控えに %1 がありますが、牌譜にはその局がありません。</translation>
    </message>
    <message>
        <source>The hash copied during play differs from the record&apos;s hash.</source>
        <translation>対局中に控えたハッシュが牌譜のハッシュと異なります。</translation>
    </message>
    <message>
        <source>Starting hand of %1: the wall deals %2, the record has %3.</source>
        <translation>%1の配牌：牌山からは %2 が配られるはずですが、牌譜では %3 です。</translation>
    </message>
    <message>
        <source>draw %1 by %2</source>
        <translation>%2のツモ（%1枚目）</translation>
    </message>
    <message>
        <source>replacement draw %1 by %2</source>
        <translation>%2の嶺上ツモ（%1枚目）</translation>
    </message>
    <message>
        <source>dora indicator %1</source>
        <translation>ドラ表示牌%1</translation>
    </message>
    <message>
        <source>ura-dora indicator %1</source>
        <translation>裏ドラ表示牌%1</translation>
    </message>
    <message>
        <source>%1 has no place in the wall.</source>
        <translation>%1 の位置が牌山にありません。</translation>
    </message>
    <message>
        <source>%1 (wall tile %2): the wall has %3 there, the record has %4.</source>
        <translation>%1（牌山の%2枚目）：牌山では %3、牌譜では %4 です。</translation>
    </message>
    <message>
        <source>Hash of the wall</source>
        <translation>牌山のハッシュ</translation>
    </message>
    <message>
        <source>Real tile set</source>
        <translation>実在する牌の組</translation>
    </message>
    <message>
        <source>Starting hands from the wall</source>
        <translation>配牌が牌山どおり</translation>
    </message>
    <message>
        <source>%1 draw(s)</source>
        <translation>ツモ%1回</translation>
    </message>
    <message>
        <source>Draws from the front</source>
        <translation>ツモが牌山の先頭から</translation>
    </message>
    <message>
        <source>Replacement draws from the back</source>
        <translation>嶺上ツモが牌山の末尾から</translation>
    </message>
    <message>
        <source>%1 indicator(s)</source>
        <translation>表示牌%1枚</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura-dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>Hash copied during play</source>
        <translation>対局中に控えたハッシュ</translation>
    </message>
    <message>
        <source>Not verified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>the hash matches and every tile of this hand came from where the published wall puts it.</source>
        <translation>ハッシュが一致し、この局のすべての牌が公開された牌山どおりの位置から来ています。</translation>
    </message>
    <message>
        <source>Mismatch</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>%1 check(s) failed.</source>
        <translation>%1件の検査が失敗しました。</translation>
    </message>
    <message>
        <source>Mismatches</source>
        <translation>不一致の一覧</translation>
    </message>
    <message>
        <source>go to step %1</source>
        <translation>手順%1へ移動</translation>
    </message>
</context>
<context>
    <name>MajsoulWall</name>
    <message>
        <source>the wall has %1 tile; expected 136 or 108 (full wall, records since 2023-05), 83 (4-player wall after the deal, older records) or 68 (3-player after the deal)</source>
        <extracomment>Accepted lengths: tiles -&gt; (players, includes the starting hands). Tiles dealt before the live wall: starting hands plus the dealer&apos;s 14th tile. Replacement (rinshan, and kita with 3 players) tiles at the back of the string.</extracomment>
        <translation>牌山が%1枚です。136枚か108枚（配牌込みの牌山、2023年5月以降の牌譜）、83枚（4人打ちの配牌後の牌山、それ以前の牌譜）、68枚（3人打ちの配牌後）のいずれかのはずです</translation>
    </message>
    <message>
        <source>the wall has %1 tiles; expected 136 or 108 (full wall, records since 2023-05), 83 (4-player wall after the deal, older records) or 68 (3-player after the deal)</source>
        <translation>牌山が%1枚です。136枚か108枚（配牌込みの牌山、2023年5月以降の牌譜）、83枚（4人打ちの配牌後の牌山、それ以前の牌譜）、68枚（3人打ちの配牌後）のいずれかのはずです</translation>
    </message>
    <message>
        <source>tile %1 (characters %2-%3)</source>
        <translation>%1枚目（%2～%3文字目）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 (tile codes are lower case)</source>
        <translation>%1：%2（牌コードは小文字です）</translation>
    </message>
    <message>
        <source>removed spaces or line breaks around the wall string</source>
        <translation>牌山文字列の前後の空白・改行を取り除きました</translation>
    </message>
    <message>
        <source>the wall string is empty</source>
        <translation>牌山文字列が空です</translation>
    </message>
    <message>
        <source>tile %1 (character %2): the string ends with half a tile (&apos;%3&apos;); each tile is 2 characters</source>
        <translation>%1枚目（%2文字目）：文字列が牌の途中（「%3」）で終わっています。1牌は2文字です</translation>
    </message>
    <message>
        <source>%1: %2 is not used with 3 players (no 2m-8m)</source>
        <translation>%1：%2は3人打ちでは使いません（二萬～八萬なし）</translation>
    </message>
    <message>
        <source>%1: a fifth %2 (there are only 4 of each)</source>
        <translation>%1：5枚目の%2（各牌は4枚しかありません）</translation>
    </message>
    <message>
        <source>%1: a second red %2 (%3)</source>
        <translation>%1：2枚目の赤%2（%3）</translation>
    </message>
    <message>
        <source>68 tiles read as a 3-player wall after the deal (assumed form)</source>
        <translation>68枚を3人打ちの配牌後の牌山として読みました（推定した形式）</translation>
    </message>
    <message>
        <source>tile %1 is a fifth %2 (%3 in the wall)</source>
        <translation>%1枚目が5枚目の%2です（牌山に%3枚）</translation>
    </message>
    <message>
        <source>tile %1 is a second red five %2 (%3 in the wall)</source>
        <translation>%1枚目が2枚目の赤五%2です（牌山に%3枚）</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>the hash matches, but this is not a fair wall: %1</source>
        <translation>ハッシュは一致しますが、公正な牌山ではありません：%1</translation>
    </message>
    <message>
        <source>the hash does not match, and this is not a fair wall either: %1</source>
        <translation>ハッシュが一致せず、公正な牌山でもありません：%1</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>The file is cut short (a download that stopped, or a log saved during play): the log stops after %1 bytes, during %2 (hand %3). Complete hands shown: %4.</source>
        <translation>ファイルが途中で切れています（ダウンロードの中断、または対局中に保存された牌譜）。牌譜は %1 バイトで、%2（第%3局）の途中で終わっています。表示するのは最後まで揃った %4 局です。</translation>
    </message>
    <message>
        <source>The file is cut short (a download that stopped, or a log saved during play): the log stops after %1 bytes, as hand %2 begins. Complete hands shown: %3.</source>
        <translation>ファイルが途中で切れています（ダウンロードの中断、または対局中に保存された牌譜）。牌譜は %1 バイトで、第%2局の始まりで終わっています。表示するのは最後まで揃った %3 局です。</translation>
    </message>
    <message>
        <source>The file is cut short (a download that stopped, or a log saved during play): the log stops after %1 bytes, after the game&apos;s last result. Complete hands shown: %2 (all).</source>
        <translation>ファイルが途中で切れています（ダウンロードの中断、または対局中に保存された牌譜）。牌譜は %1 バイトで、対局の最後の結果の後で終わっています。表示するのは最後まで揃った %2 局（全局）です。</translation>
    </message>
    <message>
        <source>The file is cut short (a download that stopped, or a log saved during play): the log stops after %1 bytes, before its first hand is complete, so there is nothing to show.</source>
        <translation>ファイルが途中で切れています（ダウンロードの中断、または対局中に保存された牌譜）。牌譜は %1 バイトで、最初の局が終わる前に終わっているため、表示できるものがありません。</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>Demo game (built-in seed)</source>
        <extracomment>&quot;file&quot;, &quot;demo&quot;, &quot;seed&quot; or &quot;arcade&quot;. Labels shown with the game (assumptions, unverified modes). Seat colour bar under a taken tile (None = still in the wall). The step that drew it (None: dealt, an indicator, or unused).</extracomment>
        <translation>デモ対局（内蔵シード）</translation>
    </message>
    <message>
        <source>A demo game that yamaviewer played out from its own seed. To see a real game: File &gt; Open, drop a Tenhou log here, or paste a Tenhou URL (Ctrl+V).</source>
        <translation>yamaviewer が自身のシードから打ち進めたデモ対局です。実際の対局を見るには、ファイル &gt; 開く、天鳳の牌譜をここにドロップ、または天鳳の URL を貼り付け（Ctrl+V）。</translation>
    </message>
    <message>
        <source>Tenhou seed</source>
        <translation>天鳳シード</translation>
    </message>
    <message>
        <source>MJ Arcade wall, UE %1</source>
        <translation>MJアーケードの牌山、UE %1</translation>
    </message>
    <message>
        <source>Hands dealt from a typed seed; no log, so nothing is verified.</source>
        <translation>入力したシードから配った局です。牌譜がないので検証はしていません。</translation>
    </message>
    <message>
        <source>Only the deal is shown (no draws).</source>
        <translation>配牌だけを表示しています（ツモなし）。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
</context>
<context>
    <name>OpenUrlDialog</name>
    <message>
        <source>Open a Tenhou Game</source>
        <translation>天鳳の対局を開く</translation>
    </message>
    <message>
        <source>Paste a Tenhou replay link (https://tenhou.net/0/?log=…) or a log id. The game is downloaded once and kept in your library.</source>
        <translation>天鳳の牌譜リンク（https://tenhou.net/0/?log=…）または牌譜IDを貼り付けてください。対局は一度だけダウンロードされ、ライブラリに保存されます。</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>対局 %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1人打ち</translation>
    </message>
    <message>
        <source>played %1</source>
        <translation>%1 対局</translation>
    </message>
    <message>
        <source>seat %1&apos;s view</source>
        <translation>席%1の視点</translation>
    </message>
</context>
<context>
    <name>PaintGuard</name>
    <message>
        <source>This view could not be drawn: the game holds a value it cannot show.</source>
        <translation>この表示は描画できません：対局データに表示できない値が含まれています。</translation>
    </message>
</context>
<context>
    <name>RankPuzzle</name>
    <message>
        <source>Solved {solved} of {tried} (all time: {all_solved} of {all_tried})</source>
        <translation>{tried}問中 {solved}問正解（通算 {all_tried}問中 {all_solved}問）</translation>
    </message>
</context>
<context>
    <name>RealGamePage</name>
    <message>
        <source>Folder with your game logs</source>
        <extracomment>At most this many positions are read from the library (memory stays bounded).</extracomment>
        <translation>牌譜のあるフォルダ</translation>
    </message>
    <message>
        <source>The logs could not be read: {error}</source>
        <translation>牌譜を読み込めませんでした: {error}</translation>
    </message>
    <message>
        <source>Add a folder of logs…</source>
        <translation>牌譜フォルダを追加…</translation>
    </message>
    <message>
        <source>Leave out dead waits</source>
        <translation>残り0枚の待ちは除く</translation>
    </message>
    <message>
        <source>Games in my library</source>
        <translation>ライブラリの対局も使う</translation>
    </message>
    <message>
        <source>Also ask about the games kept in the Library (every game you opened or imported)</source>
        <translation>ライブラリに保存された対局（開いた・取り込んだすべての対局）からも出題します</translation>
    </message>
    <message>
        <source>A wait whose four copies are all visible to this seat can never be won: with this on, it is not part of the answer.</source>
        <translation>4枚ともこの席から見えている待ちではアガれません。オンにすると、その待ちは正解に含めません。</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>答え合わせ (Enter)</translation>
    </message>
    <message>
        <source>Next position (Space)</source>
        <translation>次の局面 (Space)</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌:</translation>
    </message>
    <message>
        <source>Your hand (calls on the right):</source>
        <translation>手牌（右は副露）:</translation>
    </message>
    <message>
        <source>East seat</source>
        <translation>東家</translation>
    </message>
    <message>
        <source>South seat</source>
        <translation>南家</translation>
    </message>
    <message>
        <source>West seat</source>
        <translation>西家</translation>
    </message>
    <message>
        <source>North seat</source>
        <translation>北家</translation>
    </message>
    <message>
        <source>Reading your logs…</source>
        <translation>牌譜を読み込んでいます…</translation>
    </message>
    <message>
        <source>Tenpai positions: {count} · games: {games} · reviews due: {due}</source>
        <translation>テンパイ局面: {count} · 対局数: {games} · 復習待ち: {due}</translation>
    </message>
    <message>
        <source> · skipped: {count} ({name}: {reason})</source>
        <translation> · 読めなかったファイル: {count} ({name}: {reason})</translation>
    </message>
    <message>
        <source>Solved {solved} of {tried}</source>
        <translation>{tried}問中 {solved}問正解</translation>
    </message>
    <message>
        <source>Hand {hand}, {seat} ({player}), after its own discard: the hand is tenpai. Which tiles complete it? Click every wait, then press Enter.</source>
        <translation>第{hand}局、{seat}（{player}）の打牌直後: テンパイしています。アガリ牌はどれですか？ 待ちをすべてクリックして Enter を押してください。</translation>
    </message>
    <message>
        <source>The rivers, the calls and the dora indicators are what this seat could see.</source>
        <translation>河・副露・ドラ表示牌は、この席から見えていた牌です。</translation>
    </message>
    <message>
        <source>No positions yet: add a folder with your game logs (Tenhou mjlog or tenhou.net/6 JSON). Every seat&apos;s first tenpai becomes a question.</source>
        <translation>まだ局面がありません。牌譜のフォルダ（天鳳の mjlog または tenhou.net/6 JSON）を追加してください。各席の最初のテンパイが問題になります。</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation>（あなた）</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不正解です。</translation>
    </message>
    <message>
        <source>dead: every copy is visible</source>
        <translation>カラテン（残り0枚）: すべて見えています</translation>
    </message>
    <message>
        <source>dead: every copy is in this hand</source>
        <translation>純カラ: すべて自分の手の内です</translation>
    </message>
    <message>
        <source>{live} live</source>
        <comment>copies this seat cannot see</comment>
        <translation>残り{live}枚</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>見逃し</translation>
    </message>
    <message>
        <source>(left out: dead)</source>
        <translation>（残り0枚のため除外）</translation>
    </message>
    <message>
        <source>Does not win: {tiles}</source>
        <translation>アガリ牌ではない: {tiles}</translation>
    </message>
    <message>
        <source>In the game: this seat drew {tile} {turns} draws later.</source>
        <translation>実戦では: この席が{turns}巡後に{tile}を引きました。</translation>
    </message>
    <message>
        <source>In the game: {seat} let {tile} go after {turns} of this seat&apos;s draws.</source>
        <translation>実戦では: この席の{turns}巡後に{seat}が{tile}を切りました。</translation>
    </message>
    <message>
        <source>In the game: no winning tile came before the hand ended.</source>
        <translation>実戦では: 局が終わるまでアガリ牌は出ませんでした。</translation>
    </message>
    <message>
        <source>This seat won the hand.</source>
        <translation>この席がアガりました。</translation>
    </message>
    <message>
        <source>From the known wall: {count} winning tiles were still in the live wall.</source>
        <translation>牌山から: アガリ牌はまだ山に{count}枚残っていました。</translation>
    </message>
    <message>
        <source>The first was {n} draws away (by any seat).</source>
        <translation>最初の1枚は{n}ツモ先（誰かのツモ）でした。</translation>
    </message>
    <message>
        <source>Waits ({count}), {live} tiles live from this seat&apos;s view:</source>
        <translation>待ち ({count}種)、この席から見て残り{live}枚:</translation>
    </message>
    <message>
        <source>From {source}, hand {hand}.</source>
        <translation>出典: {source}、第{hand}局。</translation>
    </message>
</context>
<context>
    <name>GamesRunPage</name>
    <message>
        <source>Add files…</source>
        <translation>ファイルを追加…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>フォルダーを追加…</translation>
    </message>
    <message>
        <source>Library selection</source>
        <translation>ライブラリの選択</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Choose game logs or log databases</source>
        <translation>牌譜または牌譜データベースを選択</translation>
    </message>
    <message>
        <source>Game logs (*.mjlog *.xml *.gz *.txt *.json *.sqlite *.db);;All files (*)</source>
        <translation>牌譜 (*.mjlog *.xml *.gz *.txt *.json *.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Choose a folder of game logs</source>
        <translation>牌譜のフォルダーを選択</translation>
    </message>
    <message>
        <source>Select games on the Library page first.</source>
        <translation>先にライブラリのページで対局を選択してください。</translation>
    </message>
    <message>
        <source>%1 games selected in the library</source>
        <translation>ライブラリで選択した対局%1件</translation>
    </message>
    <message>
        <source>Reading games…</source>
        <translation>対局を読み込み中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%2件中%1件</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1に書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1を保存しました</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>Games to test (files, folders, log databases):</source>
        <translation>検定する対局（ファイル・フォルダー・牌譜データベース）：</translation>
    </message>
    <message>
        <source>Games left out of the report, and why:</source>
        <translation>レポートから除いた対局と、その理由：</translation>
    </message>
    <message>
        <source>…and %1 more</source>
        <translation>…ほか %1 件</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <source>Player name (optional):</source>
        <translation>プレイヤー名（任意）：</translation>
    </message>
    <message>
        <source>their own luck against expectation</source>
        <translation>その人の運を期待値と比べます</translation>
    </message>
    <message>
        <source>Processes:</source>
        <translation>プロセス数：</translation>
    </message>
    <message>
        <source>Run report</source>
        <translation>レポートを作成</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNGを書き出す…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSVを書き出す…</translation>
    </message>
    <message>
        <source>Report ready.</source>
        <translation>レポートができました。</translation>
    </message>
    <message>
        <source>Cancelled: no report.</source>
        <translation>キャンセルしました。レポートはありません。</translation>
    </message>
    <message>
        <source>Export the plot</source>
        <translation>グラフを書き出す</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>Export the counts</source>
        <translation>集計を書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>How it is counted (fu, payment)</source>
        <translation>数え方（符・支払い）</translation>
    </message>
    <message>
        <source>What each seat needed to move up</source>
        <translation>各家が順位を上げるための条件</translation>
    </message>
    <message>
        <source>%1 wins by tsumo</source>
        <extracomment>Each group: (tile id, lies sideways) pairs. What is shown now (for tests and the accessible text): results, then standings.</extracomment>
        <translation>%1 のツモ和了</translation>
    </message>
    <message>
        <source>%1 wins by ron from %2</source>
        <translation>%1 が %2 からロン和了</translation>
    </message>
    <message>
        <source>Chips: %1</source>
        <translation>祝儀: %1</translation>
    </message>
    <message>
        <source>chips %1</source>
        <translation>祝儀 %1</translation>
    </message>
    <message>
        <source>%1: nagashi mangan</source>
        <translation>%1: 流し満貫</translation>
    </message>
    <message>
        <source>%1 discarded the tile three players won on</source>
        <translation>%1 の捨て牌に三家和</translation>
    </message>
    <message>
        <source>Mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>Haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>Baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>Sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>%1 fu %2 han</source>
        <translation>%1符%2翻</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>%1 han</source>
        <translation>%1翻</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Ura-dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>抜きドラ</translation>
    </message>
    <message>
        <source>red fives: %1</source>
        <translation>赤ドラ %1</translation>
    </message>
    <message>
        <source>Pao: %1 pays for the yakuman</source>
        <translation>包（パオ）：%1 が役満を責任払い</translation>
    </message>
    <message>
        <source>%1: tenpai</source>
        <translation>%1：聴牌</translation>
    </message>
    <message>
        <source>%1: shows their hand</source>
        <translation>%1：手牌を公開</translation>
    </message>
    <message>
        <source>Nobody was tenpai.</source>
        <translation>全員不聴。</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <source>%n riichi stick(s) left on the table went to first place</source>
        <translation>卓に残った供託 %n 本はトップへ</translation>
    </message>
    <message>
        <source>Points: the log&apos;s final score with uma and oka.</source>
        <translation>ポイント：牌譜の最終スコア（ウマ・オカ込み）</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>%1位</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>On the Library's copy of this game with its seed: {game}</source>
        <translation>ライブラリにあるこの対局(シード付き)に表示: {game}</translation>
    </message>
    <message>
        <source>{engine} review of {player}</source>
        <translation>{player} の {engine} 検討</translation>
    </message>
    <message>
        <source>Match rate {matches}/{total} ({percent} %)</source>
        <translation>一致率 {matches}/{total} ({percent} %)</translation>
    </message>
    <message>
        <source>Rating {rating}</source>
        <translation>レーティング {rating}</translation>
    </message>
    <message>
        <source>Bad moves: {low} below 5 %, {high} below 10 %</source>
        <translation>悪手: 5 % 未満 {low}・10 % 未満 {high}</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>前の検討箇所</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>次の検討箇所</translation>
    </message>
    <message>
        <source>No reviewed decision at this step.</source>
        <translation>この手番に検討はありません。</translation>
    </message>
    <message>
        <source>Turn {turn} · {left} tiles left</source>
        <translation>{turn} 巡目・残り {left} 枚</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>AI probabilities</source>
        <translation>AI の選択確率</translation>
    </message>
    <message>
        <source>Useful tiles (as in Analysis)</source>
        <translation>受け入れ（牌理と同じ数え方）</translation>
    </message>
    <message>
        <source>{who}: discard {tile} → {shanten}-shanten, {count} tiles</source>
        <translation>{who}: {tile} 切り → {shanten} 向聴・{count} 枚</translation>
    </message>
    <message>
        <source>Discard {tile}</source>
        <translation>{tile} 切り</translation>
    </message>
    <message>
        <source>Chi {tile}</source>
        <translation>{tile} をチー</translation>
    </message>
    <message>
        <source>Pon {tile}</source>
        <translation>{tile} をポン</translation>
    </message>
    <message>
        <source>Kan {tile}</source>
        <translation>{tile} を大明槓</translation>
    </message>
    <message>
        <source>Added kan {tile}</source>
        <translation>{tile} を加槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>見送り</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Open an mjai-reviewer report to see its review</source>
        <translation>mjai-reviewer のレポートを開くと検討が表示されます</translation>
    </message>
</context>
<context>
    <name>ReversePage</name>
    <message>
        <source>One tile was taken out of a complete hand (four melds and a pair, or seven pairs). Which tile was it? Pick it with the mouse or keys 1–9 and press Enter.</source>
        <translation>和了形（4面子1雀頭、または七対子）から牌を1枚抜きました。抜いた牌はどれでしょう？マウスかキー1～9で選び、Enterを押してください。</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>Shuffled</source>
        <translation>理牌しない</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>答え合わせ (Enter)</translation>
    </message>
    <message>
        <source>Next puzzle (Space)</source>
        <translation>次の問題 (Space)</translation>
    </message>
    <message>
        <source>Right! {tile} completes the hand.</source>
        <translation>正解！{tile}で和了形になります。</translation>
    </message>
    <message>
        <source>No: {tile} does not complete the hand.</source>
        <translation>不正解：{tile}では和了形になりません。</translation>
    </message>
    <message>
        <source>The tile taken out was {tile}.</source>
        <translation>抜いた牌は{tile}でした。</translation>
    </message>
    <message>
        <source>Tiles that complete these 13: {tiles}</source>
        <translation>この13枚を和了形にする牌：{tiles}</translation>
    </message>
    <message>
        <source>The complete hand:</source>
        <translation>和了形：</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>%1: player numbers start at 1, not %2</source>
        <translation>%1: 参加者番号は1から始まります（%2 は使えません）</translation>
    </message>
    <message>
        <source>%1: empty seat</source>
        <translation>%1: 空席があります</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 の %2 行目</translation>
    </message>
    <message>
        <source>%1: expected round, table, E, S, W[, N]</source>
        <translation>%1: 「回戦, 卓, 東, 南, 西[, 北]」の形ではありません</translation>
    </message>
    <message>
        <source>%1: rounds and tables start at 1</source>
        <translation>%1: 回戦と卓の番号は1から始まります</translation>
    </message>
    <message>
        <source>%1: round %2 table %3 appears twice</source>
        <translation>%1: %2回戦の%3卓が2回出てきます</translation>
    </message>
    <message>
        <source>%1: no tables found</source>
        <translation>%1: 卓が見つかりません</translation>
    </message>
    <message>
        <source>%1: rounds must be numbered 1, 2, 3, ... without gaps</source>
        <translation>%1: 回戦は1, 2, 3, … と抜けなく番号を付けてください</translation>
    </message>
    <message>
        <source>not a readable XLSX file (%1)</source>
        <translation>読み込めるXLSXファイルではありません（%1）</translation>
    </message>
    <message>
        <source>%1: player %2 is beyond the field (a schedule numbers at most %3 players)</source>
        <translation>%1：選手 %2 は参加者の範囲外です（組み合わせ表の選手は最大 %3 人）</translation>
    </message>
    <message>
        <source>player %1 is beyond the field (the file seats %2 players)</source>
        <translation>選手 %1 は参加者の範囲外です（このファイルで着席するのは %2 人）</translation>
    </message>
    <message>
        <source>%1: more than %2 rows; a seating schedule has far fewer</source>
        <translation>%1：%2 行を超えています。組み合わせ表はずっと少ない行数です</translation>
    </message>
    <message>
        <source>not a readable CSV file (%1)</source>
        <translation>読み込めるCSVファイルではありません（%1）</translation>
    </message>
    <message>
        <source>the XLSX file unpacks to %1 MiB in %2 parts; a seating schedule is far smaller, so it was not opened</source>
        <translation>このXLSXファイルは展開すると %1 MiB（%2 個の部品）になります。組み合わせ表はずっと小さいため、開きませんでした</translation>
    </message>
    <message>
        <source>the player list names more than %1 players</source>
        <translation>選手リストの選手が %1 人を超えています</translation>
    </message>
    <message>
        <source>at most %1 players can be seated</source>
        <translation>着席できる選手は最大 %1 人です</translation>
    </message>
    <message>
        <source>at most %1 rounds can be planned</source>
        <translation>計画できる回戦は最大 %1 回戦です</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a table like 1-2-3-4</source>
        <translation>%1: 「%2」は 1-2-3-4 のような卓の形ではありません</translation>
    </message>
    <message>
        <source>%1: player numbers start at 1</source>
        <translation>%1: 参加者番号は1から始まります</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>no tables found</source>
        <translation>卓が見つかりません</translation>
    </message>
    <message>
        <source>JSON: expected an object with &quot;rounds&quot;</source>
        <translation>JSON: &quot;rounds&quot; を持つオブジェクトが必要です</translation>
    </message>
    <message>
        <source>JSON: rounds must be lists of tables of player numbers</source>
        <translation>JSON: rounds は参加者番号の卓のリストでなければなりません</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: not JSON (%2)</source>
        <translation>%1: JSONではありません（%2）</translation>
    </message>
    <message>
        <source>the file is neither UTF-8 nor Shift_JIS text</source>
        <translation>このファイルはUTF-8でもShift_JISのテキストでもありません</translation>
    </message>
    <message>
        <source>unknown output format &apos;%1&apos; (csv, xlsx, json, txt, pdf)</source>
        <translation>出力形式「%1」は使えません（csv, xlsx, json, txt, pdf）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>a schedule needs at least one player</source>
        <extracomment>Seat winds in seat order (a 3-player table uses the first three).</extracomment>
        <translation>卓組表には少なくとも1人の参加者が必要です</translation>
    </message>
    <message>
        <source>round %1 table %2 has %3 players</source>
        <translation>%1回戦の%2卓が%3人です</translation>
    </message>
    <message>
        <source>round %1 table %2: no player %3</source>
        <translation>%1回戦の%2卓: 参加者%3はいません</translation>
    </message>
    <message>
        <source>round %1: player %2 is seated twice</source>
        <translation>%1回戦: 参加者%2が2回座っています</translation>
    </message>
    <message>
        <source>the table size must be 4 or 3</source>
        <translation>卓の人数は4か3です</translation>
    </message>
    <message>
        <source>%1 players cannot fill a %2-player table</source>
        <translation>%1人では%2人卓を埋められません</translation>
    </message>
    <message>
        <source>%1 players cannot be seated at 4- and 3-player tables</source>
        <translation>%1人は4人卓と3人卓に座りきれません</translation>
    </message>
    <message>
        <source>the number of rounds must be at least 1</source>
        <extracomment>4- and 3-player tables together instead of byes rounds already played, kept unchanged players who dropped out: not seated in the new rounds search effort (moves); None picks one by size how the rounds were made: &quot;design&quot; (exact) or &quot;search&quot; the players taking part (not dropped out)</extracomment>
        <translation>回戦数は1以上にしてください</translation>
    </message>
    <message>
        <source>the number of players must be at least 1</source>
        <translation>参加者数は1以上にしてください</translation>
    </message>
    <message>
        <source>%1 rounds are already played, more than the %2 asked</source>
        <translation>終了した回戦が%1あり、指定の%2回戦を超えています</translation>
    </message>
    <message>
        <source>there is no player %1 among %2</source>
        <translation>%2人の中に参加者%1はいません</translation>
    </message>
    <message>
        <source>player %1 has a fixed table but dropped out</source>
        <translation>参加者%1は固定卓がありますが棄権しています</translation>
    </message>
    <message>
        <source>there is no table %1: a round has %2 tables</source>
        <translation>%1卓はありません（1回戦は%2卓です）</translation>
    </message>
    <message>
        <source>table %1 seats %2: too many players fixed to it</source>
        <translation>%1卓は%2人掛けです: 固定された参加者が多すぎます</translation>
    </message>
    <message>
        <source>the schedule has %1 rounds, not %2</source>
        <extracomment>Fields this small get RESTARTS independent searches.</extracomment>
        <translation>卓組表は%1回戦で、%2回戦ではありません</translation>
    </message>
    <message>
        <source>the player list is empty</source>
        <translation>参加者名簿が空です</translation>
    </message>
    <message>
        <source>player list line %1: no name</source>
        <translation>参加者名簿の%1行目: 名前がありません</translation>
    </message>
    <message>
        <source>player list line %1: rating &apos;%2&apos; is not a number</source>
        <translation>参加者名簿の%1行目: レート「%2」が数値ではありません</translation>
    </message>
    <message>
        <source>the player list names someone twice</source>
        <translation>参加者名簿に同じ名前が2回あります</translation>
    </message>
    <message>
        <source>teams line %1: expected player,team</source>
        <translation>チームの%1行目: 「参加者,チーム」の形ではありません</translation>
    </message>
    <message>
        <source>teams line %1: unknown player &apos;%2&apos;</source>
        <translation>チームの%1行目: 参加者「%2」がいません</translation>
    </message>
    <message>
        <source>fixed tables: &apos;%1&apos; is not player:table (e.g. 3:1)</source>
        <translation>固定卓: 「%1」は 参加者:卓 の形ではありません（例: 3:1）</translation>
    </message>
    <message>
        <source>fixed tables: unknown player &apos;%1&apos;</source>
        <translation>固定卓: 参加者「%1」がいません</translation>
    </message>
</context>
<context>
    <name>Seed</name>
    <message>
        <source>the seed is empty</source>
        <extracomment>Before August 2009: one key per hand, in each INIT&apos;s ``shuffle`` attribute. The key as little-endian bytes (2496 bytes for the current format).</extracomment>
        <translation>シードが空です</translation>
    </message>
    <message>
        <source>a Ronin seed (PCG64-DXSM); verifying Ronin games is not supported yet</source>
        <translation>Ronin のシード（PCG64-DXSM）です。Ronin の対局の検証にはまだ対応していません</translation>
    </message>
    <message>
        <source>its length or padding is wrong</source>
        <translation>長さかパディングが正しくありません</translation>
    </message>
    <message>
        <source>it has characters outside A-Z, a-z, 0-9, + and /</source>
        <translation>A-Z、a-z、0-9、+、/ 以外の文字が含まれています</translation>
    </message>
    <message>
        <source>the seed is not valid base64 (%1)</source>
        <translation>シードが正しいbase64ではありません（%1）</translation>
    </message>
    <message>
        <source>the seed decodes to %1 bytes; a Tenhou seed has %2 (624 words) - is it cut short?</source>
        <translation>シードをデコードすると%1バイトです。天鳳のシードは%2バイト（624ワード）です。途中で切れていませんか？</translation>
    </message>
    <message>
        <source>a per-hand (2008) key</source>
        <translation>局ごとの鍵（2008年）</translation>
    </message>
    <message>
        <source>a legacy seed</source>
        <translation>旧形式のシード</translation>
    </message>
    <message>
        <source>%1 has %2 hex words, this one has %3</source>
        <translation>%1は16進数の語が%2個ですが、これは%3個です</translation>
    </message>
    <message>
        <source>%1: word %2 (&apos;%3&apos;) is not hexadecimal</source>
        <translation>%1：%2語目（&apos;%3&apos;）が16進数ではありません</translation>
    </message>
    <message>
        <source>unknown seed format &apos;%1&apos; (expected %2, %3 or, before August 2009, %4)</source>
        <translation>不明なシード形式 &apos;%1&apos;（%2、%3、または2009年8月以前の%4のいずれか）</translation>
    </message>
</context>
<context>
    <name>SeedDialog</name>
    <message>
        <source>Browse a Tenhou Seed</source>
        <extracomment>A base64 seed is about 3,360 characters, a legacy one under 300: anything far longer is not a seed, and laying out a megabyte-long line would freeze the window.</extracomment>
        <translation>天鳳のシードから牌山を見る</translation>
    </message>
    <message>
        <source>Paste the &lt;b&gt;seed&lt;/b&gt; attribute of a log&apos;s SHUFFLE tag (mt19937ar-sha512-n288-base64,… or the 2009 legacy form), or the shuffle key of one hand of a game from before August 2009 (mt19937ar,…). The walls of the hands it deals are rebuilt here as a preview; without the log nothing is verified.</source>
        <translation>牌譜の SHUFFLE タグの &lt;code&gt;seed&lt;/code&gt; 属性（mt19937ar-sha512-n288-base64,… または2009年の旧形式）か、2009年8月より前の対局の一局分のシャッフル鍵（mt19937ar,…）を貼り付けてください。そのシードが配る各局の牌山をここでプレビューとして再現します。牌譜がなければ何も検証されません。</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人打ち</translation>
    </message>
    <message>
        <source>3 players (sanma)</source>
        <translation>3人打ち（三麻）</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>局数：</translation>
    </message>
    <message>
        <source>Play the hands out (every seat discards what it draws), so every draw shows on the wall</source>
        <translation>局を最後まで進めて（全員ツモ切り）、すべてのツモを牌山に表示します</translation>
    </message>
    <message>
        <source>Show the Hands</source>
        <translation>局を表示</translation>
    </message>
    <message>
        <source>Use the Demo Seed</source>
        <translation>デモ用シードを使う</translation>
    </message>
    <message>
        <source>Not pasted: the text has %1 characters; a seed has at most a few thousand.</source>
        <translation>貼り付けませんでした：テキストは %1 文字あります。シードは多くても数千文字です。</translation>
    </message>
    <message>
        <source>one hand&apos;s key from before August 2009, %1 words</source>
        <translation>2009年8月より前の一局分の鍵、%1ワード</translation>
    </message>
    <message>
        <source>legacy (2009) seed, 32 words</source>
        <translation>旧形式（2009年）のシード、32ワード</translation>
    </message>
    <message>
        <source>base64 seed, %1 words</source>
        <translation>base64 シード、%1ワード</translation>
    </message>
</context>
<context>
    <name>ShuffleLabPage</name>
    <message>
        <source>Where does the tile that starts at position i end up? Exact probabilities times n: white is fair, red more likely, blue less likely. Fisher-Yates (Tenhou) is uniform; the naive shuffle (MJ Arcade) is not; K random swaps mix slowly.</source>
        <translation>位置iにあった牌はどこへ行くのか？厳密な確率をn倍して表示します。白は公平、赤は出やすく、青は出にくい位置です。Fisher-Yates法（天鳳）は一様、素朴なシャッフル（MJアーケード）は偏り、K回のランダムな交換はゆっくりとしか混ざりません。</translation>
    </message>
    <message>
        <source>Wall size:</source>
        <translation>牌山の枚数：</translation>
    </message>
    <message>
        <source>Swaps K:</source>
        <translation>交換回数K：</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNGを書き出す…</translation>
    </message>
    <message>
        <source>Hands dealt from each break point, walls:</source>
        <translation>各配牌開始位置から配った手牌、山の数：</translation>
    </message>
    <message>
        <source>Simulate deals</source>
        <translation>配牌をシミュレーション</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Export the heat maps to</source>
        <translation>ヒートマップの書き出し先</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1を保存しました</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Games to count (files, folders, log databases):</source>
        <translation>集計する対局（ファイル・フォルダー・牌譜データベース）：</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>プレイヤー：</translation>
    </message>
    <message>
        <source>name as in the logs</source>
        <translation>牌譜に記録された名前</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>集計</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV を書き出す…</translation>
    </message>
    <message>
        <source>What the wall did in a game…</source>
        <translation>対局の牌山が何をしたか…</translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>推移</translation>
    </message>
    <message>
        <source>What the wall did</source>
        <translation>牌山が何をしたか</translation>
    </message>
    <message>
        <source>Play or wall</source>
        <translation>実力か牌山か</translation>
    </message>
    <message>
        <source>Per 100 hands</source>
        <translation>100 局あたり</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Everyone in the selection</source>
        <translation>選択範囲の全員</translation>
    </message>
    <message>
        <source>p (you against the others)</source>
        <translation>p（あなたと他の席の比較）</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Wins with it</source>
        <translation>和了回数</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>95% interval of the win rate</source>
        <translation>和了率の 95% 区間</translation>
    </message>
    <message>
        <source>Riichi rate</source>
        <translation>立直率</translation>
    </message>
    <message>
        <source>Call rate (hands with an open call)</source>
        <translation>副露率（鳴いた局）</translation>
    </message>
    <message>
        <source>Tsumo share of wins</source>
        <translation>ツモ和了の割合</translation>
    </message>
    <message>
        <source>Tenpai at exhaustive draws</source>
        <translation>流局時聴牌率</translation>
    </message>
    <message>
        <source>Average win (points)</source>
        <translation>平均打点</translation>
    </message>
    <message>
        <source>Average deal-in (points)</source>
        <translation>平均放銃点</translation>
    </message>
    <message>
        <source>Average placement</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>First places</source>
        <translation>1位率</translation>
    </message>
    <message>
        <source>Second places</source>
        <translation>2位率</translation>
    </message>
    <message>
        <source>Third places</source>
        <translation>3位率</translation>
    </message>
    <message>
        <source>Fourth places</source>
        <translation>4位率</translation>
    </message>
    <message>
        <source>Tenpai when dealing in</source>
        <translation>放銃時に聴牌</translation>
    </message>
    <message>
        <source>Deal-ins neither in riichi nor with two calls</source>
        <translation>立直も二副露もしていない放銃</translation>
    </message>
    <message>
        <source>First riichi (not chasing)</source>
        <translation>先制立直（追っかけでない）</translation>
    </message>
    <message>
        <source>Win rate of a first riichi</source>
        <translation>先制立直の和了率</translation>
    </message>
    <message>
        <source>Win rate of a chasing riichi</source>
        <translation>追っかけ立直の和了率</translation>
    </message>
    <message>
        <source>Riichi on a two-sided wait</source>
        <translation>両面待ちの立直</translation>
    </message>
    <message>
        <source>Win rate of a two-sided riichi</source>
        <translation>両面立直の和了率</translation>
    </message>
    <message>
        <source>Win rate of another riichi wait</source>
        <translation>両面以外の立直の和了率</translation>
    </message>
    <message>
        <source>Winning tiles unseen at riichi</source>
        <translation>立直時の見えていない和了牌</translation>
    </message>
    <message>
        <source>Counted.</source>
        <translation>集計しました。</translation>
    </message>
    <message>
        <source>Cancelled: nothing counted.</source>
        <translation>キャンセルしました：集計していません。</translation>
    </message>
    <message>
        <source>%1: %2 games, %3 hands (%4 duplicate games dropped); wins %5, deal-ins %6, riichi %7, placements %8. No Houou average is shown: there is no sourced reference to compare with.</source>
        <translation>%1：%2 対局、%3 局（重複した %4 対局を除外）。和了 %5、放銃 %6、立直 %7、順位 %8。鳳凰卓の平均は出典のある基準値がないため表示しません。</translation>
    </message>
    <message>
        <source>Hands %1–%2</source>
        <translation>%1–%2 局</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>成績を書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Choose a game log</source>
        <translation>牌譜を選ぶ</translation>
    </message>
    <message>
        <source>Game logs (*.mjlog *.xml *.gz *.txt *.json);;All files (*)</source>
        <translation>牌譜 (*.mjlog *.xml *.gz *.txt *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>%1: %2 facts about the verified wall. Double-click one to see its step.</source>
        <translation>%1：検証済みの牌山についての事実 %2 件。ダブルクリックでその手順を表示します。</translation>
    </message>
    <message>
        <source>Hand %1, seat %2, step %3: %4</source>
        <translation>%1 局目・席 %2・手順 %3：%4</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>Scoring drill: accuracy by skill (all history)</source>
        <translation>点数計算ドリル：項目別の正答率（全履歴）</translation>
    </message>
    <message>
        <source>Show:</source>
        <extracomment>Days shown in the by-day charts (the most recent ones). Histories with more answers than this are counted in a background thread.</extracomment>
        <translation>対象：</translation>
    </message>
    <message>
        <source>All history</source>
        <translation>全履歴</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>今回のセッション</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>すべての難易度</translation>
    </message>
    <message>
        <source>n={count}</source>
        <comment>number of answers under a chart bar</comment>
        <translation>n={count}</translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation>まだ解答がありません</translation>
    </message>
    <message>
        <source>s</source>
        <comment>unit of seconds on chart axes</comment>
        <translation>秒</translation>
    </message>
    <message>
        <source>Accuracy by number of waits</source>
        <translation>待ちの種類数別の正答率</translation>
    </message>
    <message>
        <source>Median time by number of waits (seconds)</source>
        <translation>待ちの種類数別の解答時間（中央値・秒）</translation>
    </message>
    <message>
        <source>Accuracy by day</source>
        <translation>日別の正答率</translation>
    </message>
    <message>
        <source>Median time by day (seconds)</source>
        <translation>日別の解答時間（中央値・秒）</translation>
    </message>
    <message>
        <source>Accuracy by wait shape</source>
        <translation>待ちの形別の正答率</translation>
    </message>
    <message>
        <source>Counting your answers…</source>
        <translation>解答を集計しています…</translation>
    </message>
    <message>
        <source>{answered} hands answered, {correct} right ({accuracy}%), median time {median} s. Reviews due now: {due}.</source>
        <translation>解答 {answered}問、正解 {correct}問（{accuracy}%）、解答時間の中央値 {median}秒。復習待ち：{due}問。</translation>
    </message>
    <message>
        <source>No answers yet. Your results will be charted here.</source>
        <translation>まだ解答がありません。成績はここにグラフで表示されます。</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>dealer</source>
        <extracomment>Stacks in one player&apos;s wall, by number of players. Tiles on the table at the start of a hand, by number of players. Stacks in the dead wall at the start of a hand. Dice total used to place a wall on the table when the record has no dice (tenhou.net/6 JSON): 5 breaks the dealer&apos;s own wall. Only the picture depends on it; every output that uses it says the dice are unknown. Names of the walls relative to the dealer, for labels.</extracomment>
        <translation>親</translation>
    </message>
    <message>
        <source>player right of the dealer</source>
        <translation>親の下家</translation>
    </message>
    <message>
        <source>player across</source>
        <translation>親の対面</translation>
    </message>
    <message>
        <source>player left of the dealer</source>
        <translation>親の上家</translation>
    </message>
    <message>
        <source>dice total %1: break in the wall of the %2 (seat %3), %4 stacks from its right-hand end</source>
        <translation>サイコロの合計%1：%2（座席%3）の山を右端から%4幢目で割ります</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Mahjong table</source>
        <extracomment>How far beyond its rect the drawing of a wall position may reach (the indicator frame). Veil over tsumogiri discards in the rivers. None = every hand open; else the seat whose view is shown (others face down). Felt, dead-wall tint, stack shadows and break marker: unchanged while stepping. The static layer with the wall tiles on it as they stand at some step; kept up to date by repainting only the stacks whose look changed (see _wall_layer).</extracomment>
        <translation>雀卓</translation>
    </message>
    <message>
        <source>Open a game (File &gt; Open) or drop a log file here</source>
        <translation>対局を開く（ファイル &gt; 開く）か、牌譜ファイルをここにドロップしてください</translation>
    </message>
    <message>
        <source>%1&apos;s view: other hands and the wall face down (View menu)</source>
        <translation>%1 の視点：他家の手牌と牌山は伏せています（表示メニュー）</translation>
    </message>
    <message>
        <source>Wall hidden (View &gt; Reveal the Wall)</source>
        <translation>牌山を伏せています（表示 &gt; 牌山を表示）</translation>
    </message>
    <message>
        <source>Numbered circles: each seat&apos;s next draws if nobody called</source>
        <translation>番号付きの丸：誰も鳴かなかった場合の各家の次のツモ</translation>
    </message>
    <message>
        <source>%1 honba · %2 riichi</source>
        <translation>%1本場・供託%2本</translation>
    </message>
    <message>
        <source>%1 tiles left</source>
        <translation>残り%1枚</translation>
    </message>
    <message>
        <source>H%1 R%2</source>
        <comment>honba and riichi sticks, where the words do not fit</comment>
        <translation>%1本 供%2</translation>
    </message>
    <message>
        <source>%1 left</source>
        <comment>tiles left, where the words do not fit</comment>
        <translation>残%1</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>seat %1</source>
        <translation>座席%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>open kan</source>
        <translation>大明槓</translation>
    </message>
    <message>
        <source>closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>kita</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>%1 wins by ron from %2</source>
        <translation>%1が%2からロン和了</translation>
    </message>
    <message>
        <source>%1 wins by tsumo</source>
        <translation>%1がツモ和了</translation>
    </message>
    <message>
        <source> for %1 points</source>
        <translation>（%1点）</translation>
    </message>
    <message>
        <source>exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>nine terminals abort</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>four riichi abort</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>triple ron abort</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>four kans abort</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <source>four winds abort</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>%1: tiles dealt, the dealer is %2</source>
        <translation>%1：配牌、親は%2</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1が%2をツモ</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1が%2を打牌</translation>
    </message>
    <message>
        <source>%1 calls %2 (%3)</source>
        <translation>%1が%2（%3）</translation>
    </message>
    <message>
        <source>new dora indicator %1</source>
        <translation>新ドラ表示牌 %1</translation>
    </message>
    <message>
        <source>%1 declares riichi</source>
        <translation>%1がリーチ宣言</translation>
    </message>
    <message>
        <source>%1&apos;s riichi is accepted</source>
        <translation>%1のリーチ成立</translation>
    </message>
    <message>
        <source>%1 disconnected</source>
        <translation>%1が切断</translation>
    </message>
    <message>
        <source>%1 reconnected</source>
        <translation>%1が再接続</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>&apos;%1&apos;: &apos;%2&apos; (%3) is not one of the digits 0-9; type the tile with 0-9</source>
        <extracomment>Ids removed in three-player mahjong (2m..8m).</extracomment>
        <translation>&apos;%1&apos;: &apos;%2&apos; (%3) は半角数字 0-9 ではありません。牌は 0-9 で入力してください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile code (expected e.g. 1m, 0p for red 5p, 7z)</source>
        <translation>「%1」は牌コードではありません（例：1m、赤五筒は0p、7z）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: honors have no red five</source>
        <translation>「%1」：字牌に赤五はありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: honors are 1z (East) .. 7z (Chun)</source>
        <translation>「%1」：字牌は1z（東）～7z（中）です</translation>
    </message>
    <message>
        <source>%1 has no red copy</source>
        <translation>%1に赤牌はありません</translation>
    </message>
    <message>
        <source>too many copies of red %1</source>
        <translation>赤%1が多すぎます</translation>
    </message>
    <message>
        <source>too many copies of %1</source>
        <translation>%1が多すぎます</translation>
    </message>
</context>
<context>
    <name>TournamentPage</name>
    <message>
        <source>Players:</source>
        <translation>人数:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>回戦数:</translation>
    </message>
    <message>
        <source>Table size:</source>
        <translation>卓の人数:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <source>Fixed tables:</source>
        <translation>固定卓:</translation>
    </message>
    <message>
        <source>player:table, e.g. 3:1, 12:2</source>
        <translation>参加者番号:卓番号（例: 3:1, 12:2）</translation>
    </message>
    <message>
        <source>Players who keep one table every round (a wheelchair table, a streamed table)</source>
        <translation>毎回戦同じ卓に座る参加者（車椅子対応卓、配信卓など）</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人打ち</translation>
    </message>
    <message>
        <source>3 players (sanma)</source>
        <translation>3人打ち (三麻)</translation>
    </message>
    <message>
        <source>Mixed 4- and 3-player tables instead of byes</source>
        <translation>抜け番の代わりに4人卓と3人卓を混ぜる</translation>
    </message>
    <message>
        <source>Player list…</source>
        <translation>参加者名簿…</translation>
    </message>
    <message>
        <source>Players are numbered 1, 2, 3, …</source>
        <translation>参加者は 1, 2, 3, … の番号で表示します</translation>
    </message>
    <message>
        <source>Players from the list: %1</source>
        <translation>名簿の参加者: %1 人</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>On the day</source>
        <translation>当日の変更</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>終了した回戦:</translation>
    </message>
    <message>
        <source>Dropped out:</source>
        <translation>棄権者:</translation>
    </message>
    <message>
        <source>Late entries:</source>
        <translation>追加参加者:</translation>
    </message>
    <message>
        <source>player numbers, e.g. 3, 7</source>
        <translation>参加者番号 (例: 3, 7)</translation>
    </message>
    <message>
        <source>names, separated by commas</source>
        <translation>名前をカンマ区切りで</translation>
    </message>
    <message>
        <source>Re-plan the rest</source>
        <translation>残りの回戦を組み直す</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Print PDF…</source>
        <translation>PDFを印刷…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Check a schedule file…</source>
        <translation>卓組表ファイルを点検…</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>卓組表</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>対戦回数マップ</translation>
    </message>
    <message>
        <source>Itineraries</source>
        <translation>個人別予定</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Dropped out: give player numbers, e.g. 3, 7</source>
        <translation>棄権者: 参加者番号で指定してください (例: 3, 7)</translation>
    </message>
    <message>
        <source>Dropped out: no such player number</source>
        <translation>棄権者: その番号の参加者はいません</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>%1回戦</translation>
    </message>
    <message>
        <source>T%1 %2</source>
        <translation>%1卓 %2</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>抜け番</translation>
    </message>
    <message>
        <source>exact design</source>
        <translation>厳密な組合せ設計</translation>
    </message>
    <message>
        <source>schedule from a file</source>
        <translation>ファイルから読み込んだ卓組表</translation>
    </message>
    <message>
        <source>best found by search</source>
        <translation>探索で見つけた最良の卓組</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>方法: %1</translation>
    </message>
    <message>
        <source>Meetings per pair: %1–%2 (lowest possible maximum %3)</source>
        <translation>同卓回数: %1～%2 回 (最大値の下限 %3)</translation>
    </message>
    <message>
        <source>Pairs meeting more than once: %1</source>
        <translation>2回以上同卓する組: %1</translation>
    </message>
    <message>
        <source>Pairs never meeting: %1</source>
        <translation>一度も同卓しない組: %1</translation>
    </message>
    <message>
        <source>Back-to-back repeats: %1</source>
        <translation>連続した回戦での再同卓: %1</translation>
    </message>
    <message>
        <source>Wind spread: %1</source>
        <translation>席(風)の偏り: %1</translation>
    </message>
    <message>
        <source>Byes per player: %1–%2</source>
        <translation>一人あたりの抜け番: %1～%2</translation>
    </message>
    <message>
        <source>Player list</source>
        <translation>参加者名簿</translation>
    </message>
    <message>
        <source>Player lists (*.txt *.csv);;All files (*)</source>
        <translation>参加者名簿 (*.txt *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Check a schedule file</source>
        <translation>卓組表ファイルを点検</translation>
    </message>
    <message>
        <source>Schedules (*.csv *.xlsx *.txt *.json);;All files (*)</source>
        <translation>卓組表 (*.csv *.xlsx *.txt *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Print PDF</source>
        <translation>PDFを印刷</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>CSV (*.csv);;Excel (*.xlsx);;Pantheon text (*.txt);;JSON (*.json);;Heat map (*.png)</source>
        <translation>CSV (*.csv);;Excel (*.xlsx);;Pantheon テキスト (*.txt);;JSON (*.json);;対戦回数マップ (*.png)</translation>
    </message>
    <message>
        <source>Tournament seating</source>
        <translation>大会 卓組表</translation>
    </message>
</context>
<context>
    <name>TournamentPdf</name>
    <message>
        <source>Tournament seating</source>
        <translation>大会 卓組表</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>%1卓</translation>
    </message>
    <message>
        <source>Late entry: ____________</source>
        <translation>追加参加: ____________</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>参加者 %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>抜け番</translation>
    </message>
</context>
<context>
    <name>TrainerModes</name>
    <message>
        <source>Practice</source>
        <extracomment>lupdate finds translate(&quot;Context&quot;, &quot;text&quot;) calls under this name.</extracomment>
        <translation>練習</translation>
    </message>
    <message>
        <source>Time attack (2 min)</source>
        <translation>タイムアタック（2分）</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>サバイバル</translation>
    </message>
    <message>
        <source>Daily set</source>
        <translation>今日の問題</translation>
    </message>
    <message>
        <source>no best yet</source>
        <translation>自己ベストなし</translation>
    </message>
    <message>
        <source>best {score}</source>
        <translation>自己ベスト {score}</translation>
    </message>
    <message>
        <source>Time attack: {left} left · {score} right · {best}</source>
        <translation>タイムアタック: 残り {left} · 正解 {score} · {best}</translation>
    </message>
    <message>
        <source>Survival: {score} right in a row · {best}</source>
        <translation>サバイバル: {score}問連続正解 · {best}</translation>
    </message>
    <message>
        <source>Daily set {day}: hand {n} of {total} · {score} right</source>
        <translation>今日の問題 {day}: {total}問中 {n}問目 · 正解 {score}</translation>
    </message>
    <message>
        <source>Time is up! {score} hands right in 2 minutes.</source>
        <translation>時間切れ！ 2分間で{score}問正解。</translation>
    </message>
    <message>
        <source>Run over: {score} right before the first miss.</source>
        <translation>終了: 最初のミスまでに{score}問正解。</translation>
    </message>
    <message>
        <source>Daily set done: {score} of {total} right.</source>
        <translation>今日の問題 完了: {total}問中 {score}問正解。</translation>
    </message>
    <message>
        <source>New personal best at this level!</source>
        <translation>この難易度の自己ベスト更新！</translation>
    </message>
    <message>
        <source>Personal best at this level: {score}.</source>
        <translation>この難易度の自己ベスト: {score}。</translation>
    </message>
    <message>
        <source>Share your result:</source>
        <translation>結果をシェア:</translation>
    </message>
    <message>
        <source>Press Space to play again.</source>
        <translation>Space でもう一度。</translation>
    </message>
    <message>
        <source>Daily set {day}, practice: hand {n} of {total} · {score} right</source>
        <translation>今日の問題 {day}（練習）: {total}問中 {n}問目 · 正解 {score}</translation>
    </message>
    <message>
        <source>Practice: the daily set counts its first play of the day; this one is not kept.</source>
        <translation>練習: 今日の問題はその日の最初の1回だけが記録されます。今回の結果は残りません。</translation>
    </message>
</context>
<context>
    <name>TrainerNames</name>
    <message>
        <source>Waits quiz</source>
        <translation>待ち当て</translation>
    </message>
    <message>
        <source>Reverse puzzle</source>
        <translation>抜き牌当て</translation>
    </message>
    <message>
        <source>Best discard</source>
        <translation>最善の打牌</translation>
    </message>
    <message>
        <source>Real games</source>
        <translation>実戦の局面</translation>
    </message>
    <message>
        <source>Safe tile</source>
        <translation>安全牌</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>点数計算</translation>
    </message>
    <message>
        <source>All last</source>
        <translation>オーラス</translation>
    </message>
    <message>
        <source>Ron or not</source>
        <translation>ロン判断</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>副露あり</translation>
    </message>
    <message>
        <source>Beginner</source>
        <extracomment>Presets in the order the combo box lists them (&quot;tenpai or not&quot; mixes in hands that are not tenpai: 1 in 6, or half of them on its &quot;half&quot; level). lupdate finds translate(&quot;Context&quot;, &quot;text&quot;) calls under this name.</extracomment>
        <translation>初級</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>最上級</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>ミックス</translation>
    </message>
    <message>
        <source>Mixed, shuffled</source>
        <translation>ミックス（理牌なし）</translation>
    </message>
    <message>
        <source>No seven pairs</source>
        <translation>七対子なし</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>早解き</translation>
    </message>
    <message>
        <source>Tenpai or not</source>
        <translation>聴牌かノーテンか</translation>
    </message>
    <message>
        <source>Tenpai or not (half)</source>
        <translation>テンパイ判定（半分ノーテン）</translation>
    </message>
    <message>
        <source>any tenpai hand</source>
        <translation>すべての聴牌形</translation>
    </message>
    <message>
        <source>{span} waits, or not tenpai</source>
        <translation>{span}種待ち、またはノーテン</translation>
    </message>
    <message>
        <source>1 wait</source>
        <translation>1種待ち</translation>
    </message>
    <message>
        <source>{span} waits</source>
        <translation>{span}種待ち</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>理牌なし</translation>
    </message>
    <message>
        <source>sorted</source>
        <translation>理牌あり</translation>
    </message>
    <message>
        <source>seven pairs on</source>
        <translation>七対子あり</translation>
    </message>
    <message>
        <source>seven pairs off</source>
        <translation>七対子なし</translation>
    </message>
    <message>
        <source>{percent}% of hands not tenpai</source>
        <translation>{percent}% はノーテン</translation>
    </message>
    <message>
        <source>karaten allowed</source>
        <translation>空聴あり</translation>
    </message>
    <message>
        <source>{seconds} s per hand</source>
        <translation>1問 {seconds}秒</translation>
    </message>
    <message>
        <source> · </source>
        <translation>・</translation>
    </message>
    <message>
        <source>ryanmen (two-sided)</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>kanchan (closed)</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>penchan (edge)</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>shanpon (dual pair)</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>tanki (single)</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>nobetan (extended single)</source>
        <translation>延べ単</translation>
    </message>
    <message>
        <source>sanmenchan (three-sided)</source>
        <translation>三面張</translation>
    </message>
    <message>
        <source>nakabukure (bulging)</source>
        <translation>中膨れ</translation>
    </message>
    <message>
        <source>Characters (manzu)</source>
        <translation>萬子</translation>
    </message>
    <message>
        <source>Dots (pinzu)</source>
        <translation>筒子</translation>
    </message>
    <message>
        <source>Bamboo (souzu)</source>
        <translation>索子</translation>
    </message>
    <message>
        <source>Random suit each hand</source>
        <translation>毎回ランダム</translation>
    </message>
    <message>
        <source>{rank}m</source>
        <comment>a characters tile, e.g. 3m</comment>
        <translation>{rank}萬</translation>
    </message>
    <message>
        <source>{rank}p</source>
        <comment>a dots tile, e.g. 3p</comment>
        <translation>{rank}筒</translation>
    </message>
    <message>
        <source>{rank}s</source>
        <comment>a bamboo tile, e.g. 3s</comment>
        <translation>{rank}索</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
</context>
<context>
    <name>TrainerWidget</name>
    <message>
        <source>My mistakes</source>
        <translation>間違えた問題</translation>
    </message>
    <message>
        <source>Ron or not</source>
        <translation>ロン判断</translation>
    </message>
    <message>
        <source>Ron or let it go? Furiten and hands without yaku from your games</source>
        <translation>ロンか見逃しか？あなたの牌譜のフリテンと役なしを見抜く</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>手牌入力</translation>
    </message>
    <message>
        <source>Type any hand and see its waits explained</source>
        <translation>好きな手牌を入力して待ちと解説を見る</translation>
    </message>
    <message>
        <source>Every question you missed, to replay or star, and drills</source>
        <translation>間違えた問題の解き直しと保存、苦手の集中練習</translation>
    </message>
    <message>
        <source>All last</source>
        <translation>オーラス</translation>
    </message>
    <message>
        <source>The least hand that moves a seat up at the last hand of your games</source>
        <translation>対局の最終局で順位を上げる最低限の手</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>点数計算</translation>
    </message>
    <message>
        <source>Count the yaku, han, fu and points of wins from your games</source>
        <translation>自分の対局の和了で役・翻・符・点数を数える</translation>
    </message>
    <message>
        <source>Safe tile</source>
        <translation>安全牌</translation>
    </message>
    <message>
        <source>Discard the safest tile against riichi in your games, judged by the real waits</source>
        <translation>自分の対局でリーチに対して最も安全な牌を切る（実際の待ちで判定）</translation>
    </message>
    <message>
        <source>Unsaved answers</source>
        <extracomment>Asks the player before answers that cannot be kept anywhere are dropped (replaceable in tests); returns True to quit anyway.</extracomment>
        <translation>未保存の解答</translation>
    </message>
    <message>
        <source>{count} practice answers could not be saved: the history file and every fallback folder are not writable. Quit anyway and lose them?</source>
        <translation>{count}件の解答を保存できませんでした。履歴ファイルにも予備のフォルダにも書き込めません。解答を失って終了しますか？</translation>
    </message>
    <message>
        <source>Chinitsu wait trainer</source>
        <translation>清一色 待ち当てトレーナー</translation>
    </message>
    <message>
        <source>Waits quiz</source>
        <translation>待ち当て</translation>
    </message>
    <message>
        <source>Reverse puzzle</source>
        <translation>抜き牌当て</translation>
    </message>
    <message>
        <source>Best discard</source>
        <translation>最善の打牌</translation>
    </message>
    <message>
        <source>Real games</source>
        <translation>実戦の局面</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Find every tile that completes a one-suit hand</source>
        <translation>清一色の手牌の待ちをすべて答えます</translation>
    </message>
    <message>
        <source>Find the tile taken out of a complete hand</source>
        <translation>和了形から抜かれた牌を当てます</translation>
    </message>
    <message>
        <source>Pick the discard that leaves the most tiles to tenpai (1-shanten)</source>
        <translation>テンパイになる牌が最も多く残る打牌を選ぶ（イーシャンテン）</translation>
    </message>
    <message>
        <source>Name the waits of tenpai hands from real games, with what came next</source>
        <translation>実戦のテンパイ形の待ちを答え、その後の展開を見る</translation>
    </message>
    <message>
        <source>Accuracy and answer time over your history</source>
        <translation>これまでの正答率と解答時間</translation>
    </message>
</context>
<context>
    <name>UkeirePage</name>
    <message>
        <source>These 14 tiles are one step from tenpai. Which discard leaves the most tiles that make the hand tenpai? Pick it with the mouse or keys 1–9 and press Enter.</source>
        <extracomment>How best-discard answers are told apart in the shared answers-by-position table.</extracomment>
        <translation>この14枚はイーシャンテンです。テンパイになる牌が最も多く残る打牌はどれですか？ マウスかキー 1–9 で選び、Enter を押してください。</translation>
    </message>
    <message>
        <source>Shuffled</source>
        <translation>理牌しない</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>答え合わせ (Enter)</translation>
    </message>
    <message>
        <source>Next hand (Space)</source>
        <translation>次の問題 (Space)</translation>
    </message>
    <message>
        <source>Right! Discarding {tile} leaves {count} tiles.</source>
        <translation>正解！ {tile}切りで{count}枚残ります。</translation>
    </message>
    <message>
        <source>Not the best: discarding {tile} leaves {count} tiles.</source>
        <translation>最善ではありません: {tile}切りでは{count}枚です。</translation>
    </message>
    <message>
        <source>Best: {tiles}</source>
        <translation>最善: {tiles}</translation>
    </message>
    <message>
        <source>{tile}×{copies}</source>
        <translation>{tile}×{copies}</translation>
    </message>
    <message>
        <source>{count} tiles make it tenpai: {tiles}</source>
        <translation>テンパイになる牌 {count}枚: {tiles}</translation>
    </message>
    <message>
        <source>{shanten}-shanten: {count} tiles improve it</source>
        <translation>{shanten}シャンテン: 有効牌 {count}枚</translation>
    </message>
    <message>
        <source>Each count is the copies still to draw: not those in your hand, nor the tile you discard.</source>
        <translation>枚数はまだ引ける牌の数です（手の内の牌と、切る牌は数えません）。</translation>
    </message>
</context>
<context>
    <name>UrlOpener</name>
    <message>
        <source>A game is still being downloaded; wait for it first.</source>
        <translation>別の対局をダウンロード中です。終わるまでお待ちください。</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <source>Downloading %1 from Tenhou…</source>
        <translation>天鳳から %1 をダウンロードしています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>%1 contains no hands.</source>
        <translation>%1 には局がありません。</translation>
    </message>
</context>
<context>
    <name>Verification</name>
    <message>
        <source>and %1 more</source>
        <translation>ほか %1 件</translation>
    </message>
</context>
<context>
    <name>VerificationPanel</name>
    <message>
        <source>Dice</source>
        <extracomment>Check rows: (key, label); a mismatch belongs to the row of its CheckKind.</extracomment>
        <translation>サイコロ</translation>
    </message>
    <message>
        <source>Starting hands (deal order)</source>
        <translation>配牌（配る順）</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Live draws</source>
        <translation>通常のツモ</translation>
    </message>
    <message>
        <source>Replacement (rinshan) draws</source>
        <translation>嶺上ツモ</translation>
    </message>
    <message>
        <source>Ura-dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>Exhaustive draw ends on the haitei</source>
        <translation>流局は海底牌で終わる</translation>
    </message>
    <message>
        <source>die %1: the seed gives %2, the log shows %3</source>
        <translation>サイコロ%1：シードでは%2、牌譜では%3</translation>
    </message>
    <message>
        <source>starting tile %1 of %2</source>
        <translation>%2の配牌%1枚目</translation>
    </message>
    <message>
        <source>dora indicator %1</source>
        <translation>ドラ表示牌%1</translation>
    </message>
    <message>
        <source>ura-dora indicator %1</source>
        <translation>裏ドラ表示牌%1</translation>
    </message>
    <message>
        <source>live draw %1 by %2</source>
        <translation>%2の通常ツモ（%1枚目）</translation>
    </message>
    <message>
        <source>replacement draw %1 by %2</source>
        <translation>%2の嶺上ツモ（%1枚目）</translation>
    </message>
    <message>
        <source>exhaustive draw after %1 live draws (not at the haitei)</source>
        <translation>通常ツモ%1回で流局（海底牌まで引かれていない）</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>牌なし</translation>
    </message>
    <message>
        <source>%1 (tile id %2)</source>
        <translation>%1（牌ID %2）</translation>
    </message>
    <message>
        <source>%1 (wall position %2): the seed puts %3 there, the log has %4</source>
        <translation>%1（牌山の位置%2）：シードでは%3、牌譜では%4</translation>
    </message>
    <message>
        <source>, checked at the win</source>
        <translation>、和了時にも確認</translation>
    </message>
    <message>
        <source>, checked at both wins</source>
        <translation>、両方の和了時にも確認</translation>
    </message>
    <message>
        <source>, checked at all %n wins</source>
        <translation>、%n回の和了すべてで確認</translation>
    </message>
    <message>
        <source>%n dora indicator(s)</source>
        <translation>ドラ表示牌 %n 枚</translation>
    </message>
    <message>
        <source>%n ura-dora indicator(s)</source>
        <translation>裏ドラ表示牌 %n 枚</translation>
    </message>
    <message>
        <source>none shown</source>
        <translation>表示なし</translation>
    </message>
    <message>
        <source>%n die/dice</source>
        <translation>サイコロ %n 個</translation>
    </message>
    <message>
        <source>%n tile(s)</source>
        <translation>%n 枚</translation>
    </message>
    <message>
        <source>%n draw(s)</source>
        <translation>ツモ %n 回</translation>
    </message>
    <message>
        <source>Preview, not verified</source>
        <translation>プレビュー（未検証）</translation>
    </message>
    <message>
        <source>This wall was computed here from what was typed, not taken from a game log, so there is nothing to compare it with. It shows where the seed would put each tile.</source>
        <translation>この牌山は入力された値からここで計算したもので、牌譜から取ったものではないため、照合する相手がありません。シードが各牌を置く位置を示しているだけです。</translation>
    </message>
    <message>
        <source>This game was played out here from yamaviewer&apos;s own seed, not taken from a game log, so there is nothing to compare it with.</source>
        <translation>この対局は yamaviewer 自身のシードからここで打ち進めたもので、牌譜から取ったものではないため、照合する相手がありません。</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>対局が開かれていません</translation>
    </message>
    <message>
        <source>The walls could not be rebuilt: %1</source>
        <translation>牌山を再現できませんでした：%1</translation>
    </message>
    <message>
        <source>The log has no SHUFFLE seed, so its walls cannot be rebuilt. The table shows only what the record itself reveals (draws, dora indicators); the rest of the wall is unknown.</source>
        <translation>この牌譜にはSHUFFLEシードがないため、牌山を再現できません。卓には記録そのものから分かること（ツモ、ドラ表示牌）だけを表示し、残りの牌山は不明です。</translation>
    </message>
    <message>
        <source>Not verified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source> (log starts %1 hands into the seed&apos;s sequence)</source>
        <translation>（牌譜はシード列の%1局目以降から始まります）</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>every tile of this hand came from where the seed puts it.</source>
        <translation>この局のすべての牌が、シードの示す位置から来ています。</translation>
    </message>
    <message>
        <source>Mismatch</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>%1 tile(s) did not come from where the seed puts them.</source>
        <translation>%1枚の牌が、シードの示す位置から来ていません。</translation>
    </message>
    <message>
        <source>Mismatches</source>
        <translation>不一致の一覧</translation>
    </message>
    <message>
        <source>go to step %1</source>
        <translation>手順%1へ移動</translation>
    </message>
    <message>
        <source>one key per hand (mt19937ar, before August 2009)</source>
        <translation>一局ごとの鍵（mt19937ar、2009年8月より前）</translation>
    </message>
    <message>
        <source>Seed format: %1</source>
        <translation>シード形式：%1</translation>
    </message>
</context>
<context>
    <name>WaitQuizPage</name>
    <message>
        <source>Difficulty:</source>
        <extracomment>How many reviews the engine may serve in a row in &quot;reviews only&quot; mode. Seconds after a time-out during which Enter does not move on (the feedback stays). Level, suit or &quot;reviews only&quot; changed (the widget saves them).</extracomment>
        <translation>難易度：</translation>
    </message>
    <message>
        <source>Suit:</source>
        <translation>牌の種類：</translation>
    </message>
    <message>
        <source>Reviews only</source>
        <translation>復習のみ</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>モード:</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>結果をコピー</translation>
    </message>
    <message>
        <source>Practise only the hands you missed before that are due again.</source>
        <translation>以前に間違えた手のうち、復習の時期が来たものだけを出題します。</translation>
    </message>
    <message>
        <source>REVIEW</source>
        <translation>復習</translation>
    </message>
    <message>
        <source>You missed this hand before; it is back for review.</source>
        <translation>以前に間違えた手です。復習として再出題しています。</translation>
    </message>
    <message>
        <source>Not tenpai (0)</source>
        <translation>ノーテン (0)</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>答え合わせ (Enter)</translation>
    </message>
    <message>
        <source>Next hand (Space)</source>
        <translation>次の問題 (Space)</translation>
    </message>
    <message>
        <source>Toggle this tile as a wait (key {key})</source>
        <translation>この牌を待ちとして選ぶ／外す（キー {key}）</translation>
    </message>
    <message>
        <source>Which tiles complete this hand? Pick every wait with the mouse or keys 1–9, or press 0 if it is not tenpai; then press Enter.</source>
        <translation>アガリ牌はどれですか？ 待ちをすべてマウスかキー 1–9 で選ぶか、ノーテンなら 0 を押して、Enter を押してください。</translation>
    </message>
    <message>
        <source>Which tiles complete this hand? Pick every wait with the mouse or keys 1–9, then press Enter.</source>
        <translation>この手牌の待ちは？マウスかキー1～9で待ちをすべて選び、Enterを押してください。</translation>
    </message>
    <message>
        <source>Reviews due: {count} at this level ({all} in all)</source>
        <translation>復習待ち: この難易度 {count}（全体 {all}）</translation>
    </message>
    <message>
        <source>Press Space (or Enter) for the next hand.</source>
        <translation>Space（またはEnter）で次の問題へ。</translation>
    </message>
    <message>
        <source>The new level starts with the next hand.</source>
        <translation>新しい難易度は次の問題から始まります。</translation>
    </message>
    <message>
        <source>The run is over. Press Space to play again, or pick another mode.</source>
        <translation>終了しました。Space でもう一度挑戦するか、別のモードを選んでください。</translation>
    </message>
    <message>
        <source>Changing the level ended the run; it was not saved.</source>
        <translation>難易度を変えたので、この挑戦は終了しました（記録されません）。</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>第{number}問</translation>
    </message>
    <message>
        <source>Score {score}/{answered}</source>
        <translation>正解 {score}/{answered}</translation>
    </message>
    <message>
        <source>Streak {streak} (best {best})</source>
        <translation>連続正解 {streak}（最高 {best}）</translation>
    </message>
    <message>
        <source>Missed hands come back at the level they fit. &quot;Reviews only&quot; serves every due review, whatever its level or rules.</source>
        <translation>間違えた手牌は、合う難易度で再出題されます。「復習のみ」では難易度やルールにかかわらず、期限の来た復習をすべて出題します。</translation>
    </message>
    <message>
        <source>Pick at least one tile, or press 0 if the hand is not tenpai.</source>
        <translation>牌を1枚以上選ぶか、ノーテンなら 0 を押してください。</translation>
    </message>
    <message>
        <source>Pick at least one tile (every hand at this level is tenpai).</source>
        <translation>牌を1枚以上選んでください（この難易度の手牌はすべてテンパイです）。</translation>
    </message>
    <message>
        <source>Reviews due: {count}</source>
        <translation>復習待ち：{count}</translation>
    </message>
    <message>
        <source>Reviews due: loading your history…</source>
        <translation>復習待ち：履歴を読み込み中…</translation>
    </message>
    <message>
        <source>Your answer&apos;s explanation will appear here.</source>
        <translation>解答すると、ここに解説が表示されます。</translation>
    </message>
    <message>
        <source>No reviews are scheduled. Missed hands come back here.</source>
        <translation>予定されている復習はありません。間違えた手はここに戻ってきます。</translation>
    </message>
    <message>
        <source>No reviews are due now. The next one is due in {minutes} min.</source>
        <translation>今は復習する手がありません。次の復習は{minutes}分後です。</translation>
    </message>
    <message>
        <source>Time {seconds} s</source>
        <translation>時間 {seconds}秒</translation>
    </message>
    <message>
        <source>Time left {seconds} s</source>
        <translation>残り {seconds}秒</translation>
    </message>
</context>
<context>
    <name>WallMarks</name>
    <message>
        <source>dealt to %1 (tile %2 of the deal)</source>
        <translation>%1の配牌（配牌の%2枚目）</translation>
    </message>
    <message>
        <source>drawn by %1 at their turn %2 (step %3)</source>
        <translation>%1が%2巡目にツモ（手順%3）</translation>
    </message>
    <message>
        <source>replacement draw %1 by %2 (step %3)</source>
        <translation>%2の嶺上ツモ %1枚目（手順%3）</translation>
    </message>
    <message>
        <source>dora indicator</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>kan-dora indicator %1 (step %2)</source>
        <translation>カンドラ表示牌 %1枚目（手順%2）</translation>
    </message>
    <message>
        <source>ura-dora indicator %1 (shown at the win)</source>
        <translation>裏ドラ表示牌 %1枚目（和了時に公開）</translation>
    </message>
    <message>
        <source>top</source>
        <translation>上段</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>下段</translation>
    </message>
    <message>
        <source>unknown tile</source>
        <translation>不明な牌</translation>
    </message>
    <message>
        <source>Wall position y[%1], draw order %2</source>
        <translation>牌山の位置 y[%1]、ツモ順 %2</translation>
    </message>
    <message>
        <source>%1 wall, stack %2 (%3)</source>
        <translation>%1家の山、%2幢目（%3）</translation>
    </message>
    <message>
        <source>dead wall</source>
        <translation>王牌</translation>
    </message>
    <message>
        <source>not used in this hand</source>
        <translation>この局では使われない</translation>
    </message>
    <message>
        <source>still in the wall at this step</source>
        <translation>この時点ではまだ牌山の中</translation>
    </message>
    <message>
        <source>what if: %1 would draw it (%2)</source>
        <translation>もしも：%1がツモるはずの牌（%2枚目）</translation>
    </message>
</context>
<context>
    <name>WallStrip</name>
    <message>
        <source>taken (seat colour)</source>
        <extracomment>Seat colour bar under a taken tile (None = still in the wall). Builds the tooltip when it is shown (cheaper than writing 136 texts per step). The verifier found a different tile here than the seed puts (framed red). How far the drawing of a cell may reach beyond its tile rect (sideways, above and below its tag): the highlight frame and a tag wider than the tile.</extracomment>
        <translation>取られた牌（席の色）</translation>
    </message>
    <message>
        <source>R = replacement</source>
        <translation>嶺 = 嶺上牌</translation>
    </message>
    <message>
        <source>D/K/U = indicators</source>
        <translation>表/槓/裏 = ドラ・槓ドラ・裏ドラ表示牌</translation>
    </message>
    <message>
        <source>no bar = still in the wall</source>
        <translation>帯なし = 牌山に残る牌</translation>
    </message>
    <message>
        <source>dashed frame = the seat&apos;s next draws if nobody called</source>
        <extracomment>Shown only while the &quot;what if nobody called&quot; frames are on.</extracomment>
        <translation>破線の枠 = 誰も鳴かなかった場合のその家の次のツモ</translation>
    </message>
    <message>
        <source>Wall in draw order</source>
        <extracomment>Add the what-if frames&apos; meaning to the legend (while they are shown). The whole strip as painted last: paint events copy from it and a step repaints only the cells whose look changed (see _canvas_for).</extracomment>
        <translation>ツモ順の牌山</translation>
    </message>
    <message>
        <source>No wall</source>
        <translation>牌山なし</translation>
    </message>
</context>
<context>
    <name>WallLuck</name>
    <message>
        <source>Hands where the wall worked against you</source>
        <translation>牌山があなたに不利に働いた局</translation>
    </message>
    <message>
        <source>Hands where your own choice left a win</source>
        <translation>あなた自身の選択で和了を逃した局</translation>
    </message>
    <message>
        <source>Hands where the wall worked for you</source>
        <translation>牌山があなたに有利に働いた局</translation>
    </message>
    <message>
        <source>Waits in the dead wall</source>
        <translation>待ちが王牌に</translation>
    </message>
    <message>
        <source>Waits all in other hands</source>
        <translation>待ちがすべて他家の手に</translation>
    </message>
    <message>
        <source>A win had the hand gone on</source>
        <translation>局が続いていれば和了</translation>
    </message>
    <message>
        <source>A win a call took away</source>
        <translation>鳴きで消えた和了</translation>
    </message>
    <message>
        <source>A changed wait that would have won</source>
        <translation>待ち変えしなければ和了</translation>
    </message>
    <message>
        <source>A fold that would have won</source>
        <translation>オリなければ和了</translation>
    </message>
    <message>
        <source>A winning draw against a chance below 25%</source>
        <translation>確率 25% 未満の和了牌を引いた</translation>
    </message>
    <message>
        <source>A win on the last live copy</source>
        <translation>山に残り 1 枚の待ちで和了</translation>
    </message>
    <message>
        <source>A chasing riichi dealt into yours</source>
        <translation>追っかけ立直があなたに放銃</translation>
    </message>
    <message>
        <source>%1: %2 per 100 hands (95% interval %3 to %4; %5 hands), against %6 per 100 for everyone in the selection (%7 hands): %8 (p = %9).</source>
        <translation>%1：100 局あたり %2（95% 区間 %3～%4、%5 局）、選択範囲の全員は 100 局あたり %6（%7 局）：%8（p = %9）。</translation>
    </message>
    <message>
        <source>%1 of your hands in %2 games with a verified wall, against %3 hands of every seat; %4 games without a verified wall are not counted here.</source>
        <translation>牌山を検証できた %2 試合のあなたの %1 局を、全席の %3 局と比べます。牌山を検証できない %4 試合はここでは数えません。</translation>
    </message>
    <message>
        <source>%1-player games: %2</source>
        <translation>%1 人打ち：%2</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>Tenpai on %1: of the copies you could not see, %2 lay in the dead wall, %3 in the live wall and %4 in other hands.</source>
        <translation>%1 待ちで聴牌：見えていなかった牌のうち %2 枚が王牌に、%3 枚が山に、%4 枚が他家の手にありました。</translation>
    </message>
    <message>
        <source>Tenpai on %1: no copy you could not see was left in the live wall; %2 were in other hands.</source>
        <translation>%1 待ちで聴牌：見えていなかった牌は山に 1 枚も残っておらず、%2 枚が他家の手にありました。</translation>
    </message>
    <message>
        <source>Had the hand gone on with the same calls, your next draws would have been %1: a win on draw %2.</source>
        <translation>同じ鳴きのまま局が続いていれば、次のツモは %1 で、%2 回目のツモで和了でした。</translation>
    </message>
    <message>
        <source>Had nobody called after you became tenpai, your draw %1 would have been %2, a win; seat %3 drew it at step %4.</source>
        <translation>聴牌後に誰も鳴かなければ、%1 回目のツモは %2 で和了でした。実際は席 %3 が手順 %4 でツモりました。</translation>
    </message>
    <message>
        <source>You left the wait on %1; your next draw, %2, would have won with it.</source>
        <translation>%1 待ちを崩しました。次のツモ %2 はその待ちなら和了でした。</translation>
    </message>
    <message>
        <source>You left the wait on %1; %2, discarded by seat %3 before your next draw, would have won with it (not furiten).</source>
        <translation>%1 待ちを崩しました。次のツモまでに席 %3 が切った %2 は、その待ちならロン和了でした（フリテンなし）。</translation>
    </message>
    <message>
        <source>You broke tenpai on %1; your next draw, %2, would have won with it.</source>
        <translation>%1 待ちの聴牌を崩しました。次のツモ %2 は聴牌を維持していれば和了でした。</translation>
    </message>
    <message>
        <source>You broke tenpai on %1; %2, discarded by seat %3 before your next draw, would have won with it (not furiten).</source>
        <translation>%1 待ちの聴牌を崩しました。次のツモまでに席 %3 が切った %2 は、聴牌を維持していればロン和了でした（フリテンなし）。</translation>
    </message>
    <message>
        <source>At tenpai the live wall held %1 of your winning tiles among %4 you could not see: the chance to draw one in %2 draws was %3%, and it came.</source>
        <translation>聴牌時、見えていない %4 枚のうち山に残る和了牌は %1 枚：%2 回のツモで引く確率は %3% で、それを引きました。</translation>
    </message>
    <message>
        <source>Seat %1 chased your riichi and dealt into it.</source>
        <translation>席 %1 が追っかけ立直をして、あなたに放銃しました。</translation>
    </message>
    <message>
        <source>Your wait on %1 had %2 copy left in the live wall at tenpai, and it won.</source>
        <translation>%1 待ちは聴牌時に山に %2 枚しか残っていませんでしたが、和了しました。</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <source>Copied %1</source>
        <translation>%1 をコピーしました</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>エクスポートできません</translation>
    </message>
    <message>
        <source>Could not write %1:
%2</source>
        <translation>%1 に書き込めませんでした:
%2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 に書き出しました</translation>
    </message>
    <message>
        <source>Export as mjai</source>
        <translation>mjai 形式でエクスポート</translation>
    </message>
    <message>
        <source>mjai logs (*.jsonl *.json)</source>
        <translation>mjai ログ (*.jsonl *.json)</translation>
    </message>
    <message>
        <source>Export as tenhou.net/6 JSON</source>
        <translation>tenhou.net/6 JSON 形式でエクスポート</translation>
    </message>
    <message>
        <source>tenhou.net/6 JSON (*.json)</source>
        <translation>tenhou.net/6 JSON (*.json)</translation>
    </message>
    <message>
        <source>Export NAGA URLs</source>
        <translation>NAGA 用 URL をエクスポート</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>テキストファイル (*.txt)</translation>
    </message>
    <message>
        <source>Export a What-to-Discard Problem</source>
        <translation>何切る問題をエクスポート</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>%1家</translation>
    </message>
    <message>
        <source>%1 · %2 · turn %3 · dora indicator %4</source>
        <translation>%1 · %2 · %3巡目 · ドラ表示牌 %4</translation>
    </message>
</context>
<context>
    <name>Winds</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2局</translation>
    </message>
    <message>
        <source>%1 %2, %3 honba</source>
        <translation>%1%2局 %3本場</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>%1 for %2 (+%3 after uma and oka): %4</source>
        <translation>%1が%2になるには（ウマ・オカ込みで+%3）：%4</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1 ties (%2 stays %3 on seat order)</source>
        <translation>%1 は同点（席順で%2は%3のまま）</translation>
    </message>
    <message>
        <source>%1 ties (%2 ends %3 on seat order)</source>
        <translation>%1 は同点（席順で%2は%3）</translation>
    </message>
    <message>
        <source>%1 (level on points, ahead on seat order)</source>
        <translation>%1（同点、席順で上）</translation>
    </message>
    <message>
        <source>Uma and oka never change the order (points decide, a tie goes to the seat nearer the first dealer); each place is worth %1 over the next in final points</source>
        <translation>ウマ・オカで順位は変わらない（点数で決まり、同点は起家に近い席が上）。各順位は次の順位より最終ポイントで %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 ends %3 (%4)</source>
        <translation>%1：%2は%3（%4）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>the least hand: %1</source>
        <translation>最低限の手：%1</translation>
    </message>
    <message>
        <source>no hand does it: even a yakuman leaves %1 %2</source>
        <translation>どの手でも届かない：役満でも%1は%2</translation>
    </message>
    <message>
        <source>one step less, %1, is not enough</source>
        <translation>一段下の %1 では足りない</translation>
    </message>
    <message>
        <source>%1 honba and %2 riichi sticks go to the winner as well</source>
        <translation>%1本場と供託%2本も和了者に入る</translation>
    </message>
    <message>
        <source>%1 is worth +%2 over %3 in final points (uma and oka)</source>
        <translation>%1は%3より最終ポイントで+%2（ウマ・オカ）</translation>
    </message>
    <message>
        <source>no hand is paid %1</source>
        <translation>%1 と払われる手はない</translation>
    </message>
    <message>
        <source>Every way:</source>
        <translation>和了の仕方ごとに：</translation>
    </message>
    <message>
        <source>base</source>
        <translation>副底</translation>
    </message>
    <message>
        <source>closed hand won by ron</source>
        <translation>門前ロン</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>edge wait</source>
        <translation>辺張待ち</translation>
    </message>
    <message>
        <source>closed wait</source>
        <translation>嵌張待ち</translation>
    </message>
    <message>
        <source>pair wait</source>
        <translation>単騎待ち</translation>
    </message>
    <message>
        <source>value pair</source>
        <translation>役牌の雀頭</translation>
    </message>
    <message>
        <source>double wind pair</source>
        <translation>連風牌の雀頭</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>open hand without fu</source>
        <translation>鳴いた平和形</translation>
    </message>
    <message>
        <source>closed triplet of simples</source>
        <translation>中張牌の暗刻</translation>
    </message>
    <message>
        <source>open triplet of simples</source>
        <translation>中張牌の明刻</translation>
    </message>
    <message>
        <source>closed triplet of terminals or honours</source>
        <translation>么九牌の暗刻</translation>
    </message>
    <message>
        <source>open triplet of terminals or honours</source>
        <translation>么九牌の明刻</translation>
    </message>
    <message>
        <source>closed kan of simples</source>
        <translation>中張牌の暗槓</translation>
    </message>
    <message>
        <source>open kan of simples</source>
        <translation>中張牌の明槓</translation>
    </message>
    <message>
        <source>closed kan of terminals or honours</source>
        <translation>么九牌の暗槓</translation>
    </message>
    <message>
        <source>open kan of terminals or honours</source>
        <translation>么九牌の明槓</translation>
    </message>
    <message>
        <source>han: the log says %1, counted %2</source>
        <translation>翻：牌譜は %1、計算は %2</translation>
    </message>
    <message>
        <source>fu: the log says %1, counted %2</source>
        <translation>符：牌譜は %1、計算は %2</translation>
    </message>
    <message>
        <source>points: the log says %1, counted %2</source>
        <translation>点数：牌譜は %1、計算は %2</translation>
    </message>
    <message>
        <source>yaku: the log says %1, counted %2</source>
        <translation>役：牌譜は %1、計算は %2</translation>
    </message>
    <message>
        <source>the hand could not be scored: %1</source>
        <translation>この手は点数計算できません：%1</translation>
    </message>
    <message>
        <source>Name the yaku</source>
        <translation>役を答える</translation>
    </message>
    <message>
        <source>Count the han</source>
        <translation>翻を数える</translation>
    </message>
    <message>
        <source>Count the fu</source>
        <translation>符を数える</translation>
    </message>
    <message>
        <source>Say the points</source>
        <translation>点数を答える</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron payment</source>
        <translation>ロンの支払い</translation>
    </message>
    <message>
        <source>the dealer pays</source>
        <translation>親の支払い</translation>
    </message>
    <message>
        <source>each other player pays</source>
        <translation>子の支払い</translation>
    </message>
    <message>
        <source>each player pays</source>
        <translation>各自の支払い</translation>
    </message>
    <message>
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>not named</source>
        <translation>答えていない</translation>
    </message>
    <message>
        <source>not in the hand</source>
        <translation>この手にはない</translation>
    </message>
    <message>
        <source>%1: %2 han</source>
        <translation>%1：%2翻</translation>
    </message>
    <message>
        <source>%1 han in all</source>
        <translation>合計 %1翻</translation>
    </message>
    <message>
        <source>%1: %2 fu</source>
        <translation>%1：%2符</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2 fu</source>
        <translation>%1符、切り上げて %2符</translation>
    </message>
    <message>
        <source>seven pairs are always 25 fu</source>
        <translation>七対子は常に25符</translation>
    </message>
    <message>
        <source>a yakuman counts no fu</source>
        <translation>役満は符を数えない</translation>
    </message>
    <message>
        <source>base points: %1 x 2^(%2 + 2) = %3</source>
        <translation>基本点：%1 × 2^(%2 + 2) = %3</translation>
    </message>
    <message>
        <source>%1 han %2 fu is a %3: base points %4</source>
        <translation>%1翻%2符は%3：基本点 %4</translation>
    </message>
    <message>
        <source>ron: %1 x %2 = %3, rounded up to %4</source>
        <translation>ロン：%1 × %2 = %3、切り上げて %4</translation>
    </message>
    <message>
        <source>tsumo: %1 x 2 = %2, rounded up to %3 from each player</source>
        <translation>ツモ：%1 × 2 = %2、切り上げて各自 %3</translation>
    </message>
    <message>
        <source>tsumo: the dealer pays %1 x 2 = %2 -&gt; %3, the others %1 -&gt; %4 each</source>
        <translation>ツモ：親は %1 × 2 = %2 → %3、子は %1 → 各 %4</translation>
    </message>
    <message>
        <source>three players: the missing player's share is not paid</source>
        <translation>三人麻雀：いない1人分は支払われない（ツモ損）</translation>
    </message>
    <message>
        <source>%1 honba: %2 more from each payer</source>
        <translation>%1本場：支払う人ごとに %2 加算</translation>
    </message>
    <message>
        <source>%1 riichi sticks on the table: %2 to the winner</source>
        <translation>供託 %1本：和了者に %2</translation>
    </message>
    <message>
        <source>the winner gets %1 (%2 before honba and sticks)</source>
        <translation>和了者の収入 %1（本場・供託を除いて %2）</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <source>%1 for %2: %3</source>
        <translation>%1が%2になるには：%3</translation>
    </message>
    <message>
        <source>%1 tsumo</source>
        <translation>%1 ツモ</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%2から %1</translation>
    </message>
    <message>
        <source>%1 direct hit from %2</source>
        <translation>%2から %1 の直撃</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1、または %2</translation>
    </message>
    <message>
        <source>any win</source>
        <translation>どの和了でも</translation>
    </message>
    <message>
        <source>no hand</source>
        <translation>届く手はない</translation>
    </message>
    <message>
        <source>%1 is 1st: any win keeps it there</source>
        <translation>%1は1位：どの和了でも1位のまま</translation>
    </message>
    <message>
        <source>(the dealer's win goes on to another hand)</source>
        <translation>（親の和了は連荘で次の局へ）</translation>
    </message>
    <message>
        <source>%1 all</source>
        <translation>%1オール</translation>
    </message>
</context>
<context>
    <name>SafeTilePage</name>
    <message>
        <source>Any riichi count</source>
        <translation>リーチ数: すべて</translation>
    </message>
    <message>
        <source>One riichi</source>
        <translation>リーチ1人</translation>
    </message>
    <message>
        <source>Two riichi</source>
        <translation>リーチ2人</translation>
    </message>
    <message>
        <source>Three riichi</source>
        <translation>リーチ3人</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>答え合わせ (Enter)</translation>
    </message>
    <message>
        <source>Next position (Space)</source>
        <translation>次の局面 (Space)</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌:</translation>
    </message>
    <message>
        <source>Your hand (calls on the right); below, the tiles you can discard:</source>
        <translation>あなたの手牌（副露は右）。下は切れる牌:</translation>
    </message>
    <message>
        <source>East seat</source>
        <translation>東家</translation>
    </message>
    <message>
        <source>South seat</source>
        <translation>南家</translation>
    </message>
    <message>
        <source>West seat</source>
        <translation>西家</translation>
    </message>
    <message>
        <source>North seat</source>
        <translation>北家</translation>
    </message>
    <message>
        <source>Reading your logs…</source>
        <translation>牌譜を読み込んでいます…</translation>
    </message>
    <message>
        <source>No positions yet: add a folder of your logs on the Real games page. Every seat's first discard against a riichi becomes a question.</source>
        <translation>まだ局面がありません。「実戦の局面」ページで牌譜のフォルダを追加してください。リーチを受けた各家の最初の打牌が問題になります。</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation>（あなた）</translation>
    </message>
    <message>
        <source> (riichi)</source>
        <translation>（リーチ）</translation>
    </message>
    <message>
        <source>ron!</source>
        <translation>ロン！</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>safest</source>
        <translation>最も安全</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>not tenpai</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>In the game this seat discarded {tile}.</source>
        <translation>実戦でこの家は{tile}を切りました。</translation>
    </message>
    <message>
        <source>It dealt in.</source>
        <translation>放銃しました。</translation>
    </message>
    <message>
        <source>Answered {answers} · right {right} ({rate}%) · still wrong {wrong}</source>
        <translation>解答 {answers} · 正解 {right}（{rate}%）· 要復習 {wrong}</translation>
    </message>
    <message>
        <source>Hand {hand}, {seat} ({player}), discard {turn}, against {count} riichi: discard the safest tile. Click it or press its number, then Enter.</source>
        <translation>第{hand}局、{seat}（{player}）、{turn}打目、リーチ{count}人: 最も安全な牌を切ってください。牌をクリックするか番号キーを押し、Enter。</translation>
    </message>
    <message>
        <source>Safe, and the safest you held.</source>
        <translation>安全、しかも手の中で最も安全な牌です。</translation>
    </message>
    <message>
        <source>The safest held: {tiles}.</source>
        <translation>手の中で最も安全な牌: {tiles}。</translation>
    </message>
    <message>
        <source>No genbutsu: the safest was {tiles}.</source>
        <translation>現物なし: 最も安全だったのは {tiles}。</translation>
    </message>
    <message>
        <source>{seat}'s real wait: {tiles}</source>
        <translation>{seat}の実際の待ち: {tiles}</translation>
    </message>
    <message>
        <source>(furiten: no ron possible)</source>
        <translation>（フリテン: ロンできない）</translation>
    </message>
    <message>
        <source>Positions against riichi: {count} · reviews due: {due}</source>
        <translation>対リーチの局面: {count} · 復習予定: {due}</translation>
    </message>
    <message>
        <source>The rivers (a riichi tile lies sideways), the calls and the dora indicators are what this seat could see.</source>
        <translation>河（リーチ宣言牌は横向き）、副露、ドラ表示牌はこの家から見えていたものです。</translation>
    </message>
    <message>
        <source>Deal-in!</source>
        <translation>放銃！</translation>
    </message>
    <message>
        <source>{tile} was in the wait of {seats}: a ron.</source>
        <translation>{tile}は{seats}の待ちでした: ロン。</translation>
    </message>
    <message>
        <source>vs {seat}</source>
        <translation>対 {seat}</translation>
    </message>
    <message>
        <source>Safe this time, but not the safest.</source>
        <translation>今回は通りましたが、最も安全ではありません。</translation>
    </message>
    <message>
        <source>{tile} ranks {rank} of {count} by estimate.</source>
        <translation>{tile}は推定危険度で{count}種中{rank}番目です。</translation>
    </message>
    <message>
        <source>From {source}, hand {hand}.</source>
        <translation>出典: {source}、第{hand}局。</translation>
    </message>
    <message>
        <source>in the wait, furiten</source>
        <translation>待ちだがフリテン</translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>reviews due: {due}</source>
        <translation>復習 {due}</translation>
    </message>
    <message>
        <source>What do the others and the dealer pay (honba included)?</source>
        <translation>子と親はそれぞれいくら払いますか？（本場込み）</translation>
    </message>
    <message>
        <source>How it is counted</source>
        <translation>数え方</translation>
    </message>
    <message>
        <source>Count the win yourself. Y, H, F, P choose what to answer: the yaku, the han, the fu or the points. Type with the number keys (two tsumo shares: a space or - between them; yaku: toggle the options 1–9), Backspace erases, Enter checks, Enter or Space moves on, M asks your mistakes again.</source>
        <translation>和了を自分で数えましょう。Y・H・F・P で答えるもの（役・翻・符・点数）を選びます。数字キーで入力し（ツモの支払いは2つをスペースか - で区切る。役は選択肢 1–9 を切り替え）、Backspace で消し、Enter で答え合わせ、Enter か Space で次へ、M で間違えた問題をもう一度。</translation>
    </message>
    <message>
        <source>Generated hands</source>
        <translation>生成した手</translation>
    </message>
    <message>
        <source>My mistakes (M)</source>
        <translation>間違えた問題 (M)</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>答え合わせ (Enter)</translation>
    </message>
    <message>
        <source>Next win (Space)</source>
        <translation>次の和了 (Space)</translation>
    </message>
    <message>
        <source>Which yaku does the hand have? (dora are not asked)</source>
        <translation>この手の役は？（ドラは問いません）</translation>
    </message>
    <message>
        <source>How many han (dora included)?</source>
        <translation>何翻ですか？（ドラ込み）</translation>
    </message>
    <message>
        <source>How many fu (after rounding up)?</source>
        <translation>何符ですか？（切り上げ後）</translation>
    </message>
    <message>
        <source>What does the discarder pay (honba included)?</source>
        <translation>放銃者はいくら払いますか？（本場込み）</translation>
    </message>
    <message>
        <source>What does each player pay (honba included)?</source>
        <translation>各自いくら払いますか？（本場込み）</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>惜しい。</translation>
    </message>
    <message>
        <source>How many fu? (a yakuman counts none: type 0)</source>
        <translation>何符ですか？（役満は符を数えません：0 と入力）</translation>
    </message>
    <message>
        <source>Reading the wins of your games…</source>
        <translation>あなたの対局の和了を読み込み中…</translation>
    </message>
    <message>
        <source>{skill} {right}/{tried}</source>
        <translation>{skill} {right}/{tried}</translation>
    </message>
    <message>
        <source>{what}: you said {given}, it is {expected}</source>
        <translation>{what}：あなたの答え {given}、正解 {expected}</translation>
    </message>
    <message>
        <source>Generated hand</source>
        <translation>生成した手</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>not the dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>{seat} seat ({role}), {wind} round</source>
        <translation>{seat}家（{role}）、{wind}場</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>last tile drawn</source>
        <translation>海底牌</translation>
    </message>
    <message>
        <source>last discard</source>
        <translation>河底牌</translation>
    </message>
    <message>
        <source>kan replacement tile</source>
        <translation>嶺上牌</translation>
    </message>
    <message>
        <source>robbed kan</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>first draw</source>
        <translation>第一ツモ</translation>
    </message>
    <message>
        <source>dora indicators: {tiles}</source>
        <translation>ドラ表示牌：{tiles}</translation>
    </message>
    <message>
        <source>ura indicators: {tiles}</source>
        <translation>裏ドラ表示牌：{tiles}</translation>
    </message>
    <message>
        <source>{n} kita</source>
        <translation>抜き北 {n}</translation>
    </message>
    <message>
        <source>three players</source>
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>{honba} honba, {sticks} riichi sticks</source>
        <translation>{honba}本場、供託 {sticks}本</translation>
    </message>
</context>
<context>
    <name>OverviewTable</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <source>Han / fu · points</source>
        <translation>符・翻・点</translation>
    </message>
    <message>
        <source>riichi sticks: %1</source>
        <translation>供託 %1本</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>Paid by the results: %1</source>
        <translation>和了・流局の収支: %1</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>点数推移</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>牌譜が開かれていません</translation>
    </message>
</context>
<context>
    <name>OverviewDialog</name>
    <message>
        <source>Game overview</source>
        <translation>対局一覧</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局一覧</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>点数推移</translation>
    </message>
</context>
<context>
    <name>ResultScoring</name>
    <message>
        <source>This win cannot be counted: %1</source>
        <translation>この和了は計算できません：%1</translation>
    </message>
</context>
<context>
    <name>ModeStatsSection</name>
    <message>
        <source>not played yet</source>
        <translation>未プレイ</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>集計中…</translation>
    </message>
    <message>
        <source>Counting your answers in every mode…</source>
        <translation>全モードの解答を集計しています…</translation>
    </message>
    <message>
        <source>{right} of {tried} right ({percent}%)</source>
        <translation>{tried}問中 {right}問正解（{percent}%）</translation>
    </message>
    <message>
        <source> · best streak {streak}</source>
        <translation> · 最高連続正解 {streak}</translation>
    </message>
    <message>
        <source>Every mode (all history)</source>
        <translation>全モードの成績（全履歴）</translation>
    </message>
    <message>
        <source>{mode}, {level}: {score}</source>
        <translation>{mode}・{level}: {score}</translation>
    </message>
    <message>
        <source>Personal bests (waits quiz): {bests}</source>
        <translation>自己ベスト（待ち当て）: {bests}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>まだありません</translation>
    </message>
</context>
<context>
    <name>OpenHandPage</name>
    <message>
        <source>An open one-suit hand: the calls lie on the right. Which tiles complete it? Pick every one (mouse or keys 1–9) and press Enter. A tile whose four copies are all in your hand and calls cannot win.</source>
        <translation>副露した清一色の手牌です（右に置いたのが鳴いた面子）。和了牌をすべて選んで（マウスかキー 1–9）Enter。4枚とも手牌と副露に見えている牌では和了れません。</translation>
    </message>
    <message>
        <source>1 call</source>
        <translation>1副露</translation>
    </message>
    <message>
        <source>2 calls</source>
        <translation>2副露</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>答え合わせ (Enter)</translation>
    </message>
    <message>
        <source>Next hand (Space)</source>
        <translation>次の問題 (Space)</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>副露あり</translation>
    </message>
    <message>
        <source>Waits of a one-suit hand with calls</source>
        <translation>副露した清一色の待ち当て</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不正解です。</translation>
    </message>
    <message>
        <source>Waits: {tiles}</source>
        <translation>待ち: {tiles}</translation>
    </message>
    <message>
        <source>No wait: all four copies are in your hand and calls: {tiles}</source>
        <translation>待ちになりません（4枚とも手牌と副露にある）: {tiles}</translation>
    </message>
</context>
<context>
    <name>OwnHandPage</name>
    <message>
        <source>Type a hand of 13 tiles (or 10, 7, 4, 1 with calls left out) and press Enter: 1112345678999p, or 123m456p789s1122z. Bare digits are the quiz&apos;s suit.</source>
        <translation>13枚の手牌（副露を除いた10・7・4・1枚も可）を入力して Enter：1112345678999p や 123m456p789s1122z。数字だけなら待ち当ての色です。</translation>
    </message>
    <message>
        <source>e.g. 2223456777888s</source>
        <translation>例: 2223456777888s</translation>
    </message>
    <message>
        <source>Show waits (Enter)</source>
        <translation>待ちを表示 (Enter)</translation>
    </message>
    <message>
        <source>Not tenpai ({shanten}-shanten): no tile completes this hand.</source>
        <translation>ノーテン（{shanten}向聴）：和了形になる牌はありません。</translation>
    </message>
    <message>
        <source>{tile} ({live} live)</source>
        <translation>{tile}（残り{live}枚）</translation>
    </message>
    <message>
        <source>Waits ({count}):</source>
        <translation>待ち（{count}種）：</translation>
    </message>
</context>
<context>
    <name>TypedHand</name>
    <message>
        <source>A hand needs 1, 4, 7, 10 or 13 tiles; this has %1.</source>
        <translation>手牌は1・4・7・10・13枚です（入力は%1枚）。</translation>
    </message>
    <message>
        <source>More than four copies of one tile.</source>
        <translation>同じ牌が5枚以上あります。</translation>
    </message>
    <message>
        <source>Write the hand as 1112345678999p or 123m456p789s1122z.</source>
        <translation>1112345678999p や 123m456p789s1122z のように入力してください。</translation>
    </message>
</context>
<context>
    <name>RonPage</name>
    <message>
        <source>Ron or not: another seat discards a tile in front of your tenpai hand. R calls ron, N lets it go; Enter or Space moves on.</source>
        <translation>ロンか見逃しか：テンパイしているあなたの前で他家が牌を切ります。R でロン、N で見逃し。Enter か Space で次へ。</translation>
    </message>
    <message>
        <source>Ron (R)</source>
        <translation>ロン (R)</translation>
    </message>
    <message>
        <source>Let it go (N)</source>
        <translation>見逃す (N)</translation>
    </message>
    <message>
        <source>Next discard (Space)</source>
        <translation>次の打牌 (Space)</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌:</translation>
    </message>
    <message>
        <source>Your hand (calls on the right) and the discarded tile:</source>
        <translation>あなたの手牌（副露は右）と切られた牌:</translation>
    </message>
    <message>
        <source>Discard:</source>
        <translation>捨て牌:</translation>
    </message>
    <message>
        <source>East seat</source>
        <translation>東家</translation>
    </message>
    <message>
        <source>South seat</source>
        <translation>南家</translation>
    </message>
    <message>
        <source>West seat</source>
        <translation>西家</translation>
    </message>
    <message>
        <source>North seat</source>
        <translation>北家</translation>
    </message>
    <message>
        <source>Solved {solved} of {tried} · reviews due: {due}</source>
        <translation>{tried}問中{solved}問正解・復習 {due}</translation>
    </message>
    <message>
        <source>Reading your logs…</source>
        <translation>牌譜を読み込んでいます…</translation>
    </message>
    <message>
        <source>No positions yet: add a folder of your logs on the Real games page. Every discard in front of a tenpai seat becomes a question.</source>
        <translation>まだ局面がありません:「実戦の局面」ページで牌譜のフォルダを追加してください。テンパイしている家の前で切られた牌がすべて問題になります。</translation>
    </message>
    <message>
        <source>in riichi</source>
        <translation>リーチ中</translation>
    </message>
    <message>
        <source>not in riichi</source>
        <translation>リーチなし</translation>
    </message>
    <message>
        <source>Hand {hand}, {seat} ({player}), {state}, after your discard {turn}: {other} discards this tile. Ron?</source>
        <translation>第{hand}局、{seat}（{player}）、{state}、{turn}打目のあと: {other}がこの牌を切りました。ロン？</translation>
    </message>
    <message>
        <source>The rivers (a riichi tile lies sideways), the calls and the dora indicators are what this seat could see.</source>
        <translation>河（リーチ宣言牌は横向き）、副露、ドラ表示牌はこの家から見えていたものです。</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不正解です。</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロンできる</translation>
    </message>
    <message>
        <source>No ron</source>
        <translation>ロンできない</translation>
    </message>
</context>
<context>
    <name>RonQuiz</name>
    <message>
        <source>Ron: %1 completes the hand and it has a yaku (%2).</source>
        <translation>ロン: %1で和了形になり、役があります（%2）。</translation>
    </message>
    <message>
        <source>No ron: %1 is not one of your waits (%2).</source>
        <translation>ロンできない: %1は待ちではありません（待ち: %2）。</translation>
    </message>
    <message>
        <source>Furiten: you discarded %1 on turn %2.</source>
        <translation>フリテン: %2巡目に%1を切っています。</translation>
    </message>
    <message>
        <source>Furiten in riichi: %1 was let go on your turn %2 after your riichi.</source>
        <translation>リーチ後のフリテン: リーチ後の%2巡目に%1を見逃しています。</translation>
    </message>
    <message>
        <source>Temporary furiten: %1 was let go since your last discard (turn %2).</source>
        <translation>同巡内フリテン: 自分の直前の打牌（%2巡目）のあとに%1を見逃しています。</translation>
    </message>
    <message>
        <source>No yaku: %1 completes the hand, but a ron on it has no yaku (dora are no yaku).</source>
        <translation>役なし: %1で和了形になりますが、ロンでは役がありません（ドラは役ではありません）。</translation>
    </message>
    <message>
        <source>Your waits: %1.</source>
        <translation>待ち: %1。</translation>
    </message>
    <message>
        <source>In the game this seat called ron.</source>
        <translation>実戦ではこの家はロンしました。</translation>
    </message>
    <message>
        <source>In the game this seat let it go.</source>
        <translation>実戦ではこの家は見逃しました。</translation>
    </message>
</context>
<context>
    <name>AllLastPage</name>
    <message>
        <source>All last: what does the seat need to move up? Type the least hand as players name it, honba left out: the ron payment, the dealer&apos;s tsumo share, or the two tsumo shares with a space or - between them; 0 if no hand does it. Backspace erases, Enter checks, Enter or Space moves on.</source>
        <translation>オーラス：順位を上げるには何が必要？最低限の手を本場抜きで入力：ロンの点、親のツモはオール、子のツモは二つの支払いをスペースか - で区切って。どの手でも届かなければ 0。Backspace で消去、Enter で答え合わせ、Enter か Space で次へ。</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>答え合わせ (Enter)</translation>
    </message>
    <message>
        <source>Next standing (Space)</source>
        <translation>次の局面 (Space)</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>（親）</translation>
    </message>
    <message>
        <source>Made standing, South 4</source>
        <translation>作った局面・南4局</translation>
    </message>
    <message>
        <source>{honba} honba, {sticks} riichi sticks</source>
        <translation>{honba}本場・供託{sticks}本</translation>
    </message>
    <message>
        <source>The least hand {seat} needs for {place} by tsumo?</source>
        <translation>{seat}が{place}になる最低限のツモは？</translation>
    </message>
    <message>
        <source>The least hand {seat} needs for {place} by ron from {other}?</source>
        <translation>{seat}が{place}になる、{other}からの最低限のロンは？</translation>
    </message>
    <message>
        <source>Solved {solved} of {tried} · reviews due: {due}</source>
        <translation>{tried}問中{solved}問正解・復習 {due}</translation>
    </message>
    <message>
        <source>Reading your games…</source>
        <translation>対局を読み込み中…</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>惜しい。</translation>
    </message>
</context>
<context>
    <name>TenhouIds</name>
    <message>
        <source>%1 is not a Tenhou log id (expected YYYYMMDDHHgm-TTTT-LLLL-XXXXXXXX, e.g. 2024010112gm-00a9-0000-1a2b3c4d)</source>
        <translation>%1 は天鳳の牌譜IDではありません（YYYYMMDDHHgm-TTTT-LLLL-XXXXXXXX の形、例：2024010112gm-00a9-0000-1a2b3c4d）</translation>
    </message>
    <message>
        <source>%1 is not a Tenhou log id: %2 is not a date and hour</source>
        <translation>%1 は天鳳の牌譜IDではありません：%2 は日付と時刻になっていません</translation>
    </message>
    <message>
        <source>%1=%2 in the link is not a number from 0 to %3</source>
        <translation>リンクの %1=%2 は0から%3までの数ではありません</translation>
    </message>
    <message>
        <source>no Tenhou URL or log id given</source>
        <translation>天鳳のURLも牌譜IDも入力されていません</translation>
    </message>
    <message>
        <source>that text is too long to be a Tenhou URL or log id</source>
        <translation>天鳳のURLや牌譜IDにしては長すぎます</translation>
    </message>
    <message>
        <source>%1 is not a tenhou.net link (the host is missing)</source>
        <translation>%1 は tenhou.net のリンクではありません（ホスト名がありません）</translation>
    </message>
    <message>
        <source>%1 is not a tenhou.net link (the host is %2)</source>
        <translation>%1 は tenhou.net のリンクではありません（ホストは %2）</translation>
    </message>
    <message>
        <source>that link watches a live game; only finished games have logs</source>
        <translation>このリンクは観戦中の対局です。牌譜があるのは終わった対局だけです</translation>
    </message>
    <message>
        <source>%1 names no game: a replay link has ?log=ID in it</source>
        <translation>%1 は対局を指していません：牌譜のリンクには ?log=ID が含まれます</translation>
    </message>
</context>
<context>
    <name>WallTags</name>
    <message>
        <source>E</source>
        <comment>the East seat&apos;s deal and draws</comment>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <comment>the South seat&apos;s deal and draws</comment>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <comment>the West seat&apos;s deal and draws</comment>
        <translation>西</translation>
    </message>
    <message>
        <source>N</source>
        <comment>the North seat&apos;s deal and draws</comment>
        <translation>北</translation>
    </message>
    <message>
        <source>R</source>
        <comment>a replacement (rinshan) draw</comment>
        <translation>嶺</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dora indicator</comment>
        <translation>表</translation>
    </message>
    <message>
        <source>K</source>
        <comment>a kan-dora indicator</comment>
        <translation>槓</translation>
    </message>
    <message>
        <source>U</source>
        <comment>an ura-dora indicator</comment>
        <translation>裏</translation>
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
