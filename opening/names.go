package opening

// names is a name in the three languages.
type names struct{ vi, en, zh string }

func (n names) in(lang string) string {
	switch lang {
	case "vi":
		return n.vi
	case "zh":
		return n.zh
	}
	return n.en
}

// index is a code's place in the tables: A00 is 0, E49 is 499; -1 for a
// string that is no ECCO code.
func index(code string) int {
	if len(code) != 3 || code[0] < 'A' || code[0] > 'E' ||
		code[1] < '0' || code[1] > '9' || code[2] < '0' || code[2] > '9' {
		return -1
	}
	return int(code[0]-'A')*100 + int(code[1]-'0')*10 + int(code[2]-'0')
}

// Valid reports whether code is written as an ECCO code (A00–E99).
func Valid(code string) bool { return index(code) >= 0 }

// Name is the name of ECCO code in lang ("vi", "en" or "zh"; anything
// else is English): the code's own line where the package knows it, else
// its group's (such as 中炮过河车互进七兵对屏风马平炮兑车 for C45); "" for a
// string that is no code.
func Name(code, lang string) string {
	i := index(code)
	if i < 0 {
		return ""
	}
	if n := lines[i]; n.zh != "" {
		return n.in(lang)
	}
	return groups[i/10].in(lang)
}

// Family is the name of the family of ECCO code in lang: 中炮对屏风马 for
// C00–C99, 顺炮 for D00–D29, 飞相局 for A10–A39 …, or for the uncommon
// first moves of A0 the move's own opening (上仕局, 边马局 …); "" for a
// string that is no code.
func Family(code, lang string) string {
	i := index(code)
	if i < 0 {
		return ""
	}
	if i < 10 {
		return Name(code, lang)
	}
	return families[familyOf[i/10]].in(lang)
}

// The families.
const (
	famOther = iota
	famElephant
	famHorse
	famPalcorner
	famCrossPalace
	famCentral
	famSingleHorse
	famTiger
	famReversePalace
	famScreenHorses
	famSame
	famOpposite
	famPawn
	famTwoPawns
)

var families = [...]names{
	famOther:         {"Khai cuộc ít gặp", "Uncommon Opening", "非常见开局"},
	famElephant:      {"Phi tượng cuộc", "Elephant Opening", "飞相局"},
	famHorse:         {"Khởi mã cuộc", "Horse Opening", "起马局"},
	famPalcorner:     {"Sĩ giác pháo", "Palace-Corner Cannon", "仕角炮局"},
	famCrossPalace:   {"Quá cung pháo", "Cross-Palace Cannon", "过宫炮局"},
	famCentral:       {"Pháo đầu", "Central Cannon", "中炮局"},
	famSingleHorse:   {"Pháo đầu đối Đơn đề mã", "Central Cannon vs Single Lifted Horse", "中炮对单提马"},
	famTiger:         {"Pháo đầu đối Tam bộ hổ", "Central Cannon vs Three-Step Tiger", "中炮对左三步虎"},
	famReversePalace: {"Pháo đầu đối Phản cung mã", "Central Cannon vs Reverse Palace Horses", "中炮对反宫马"},
	famScreenHorses:  {"Pháo đầu đối Bình phong mã", "Central Cannon vs Screen Horses", "中炮对屏风马"},
	famSame:          {"Thuận pháo", "Same-Direction Cannons", "顺炮"},
	famOpposite:      {"Nghịch pháo", "Opposite-Direction Cannons", "列炮"},
	famPawn:          {"Tiến tốt (Tiên nhân chỉ lộ)", "Pawn Opening", "仙人指路"},
	famTwoPawns:      {"Đối binh cuộc", "Pawns Face to Face", "对兵局"},
}

// familyOf is each group's family (A0 … E4, ten groups a letter).
var familyOf = [50]uint8{
	famOther, famElephant, famElephant, famElephant, famHorse, famPalcorner, famCrossPalace, famOther, famOther, famOther,
	famCentral, famSingleHorse, famTiger, famReversePalace, famReversePalace, famReversePalace, famCentral, famCentral, famCentral, famCentral,
	famScreenHorses, famScreenHorses, famScreenHorses, famScreenHorses, famScreenHorses, famScreenHorses, famScreenHorses, famScreenHorses, famScreenHorses, famScreenHorses,
	famSame, famSame, famSame, famOpposite, famOpposite, famOpposite, famOpposite, famOpposite, famOpposite, famOpposite,
	famPawn, famPawn, famPawn, famPawn, famTwoPawns, famPawn, famPawn, famPawn, famPawn, famPawn,
}

// groups are ECCO's fifty groups, A0 … E4 (the unused ones of each letter
// take the letter's name).
var groups = [50]names{
	{"Khai cuộc ít gặp", "Uncommon Openings", "非常见开局"},
	{"Phi tượng cuộc (1)", "Elephant Opening (1)", "飞相局(一)"},
	{"Phi tượng cuộc (2)", "Elephant Opening (2)", "飞相局(二)"},
	{"Phi tượng cuộc (3)", "Elephant Opening (3)", "飞相局(三)"},
	{"Khởi mã cuộc", "Horse Opening", "起马局"},
	{"Sĩ giác pháo", "Palace-Corner Cannon", "仕角炮局"},
	{"Quá cung pháo", "Cross-Palace Cannon", "过宫炮局"},
	{"Khai cuộc không phải Pháo đầu", "Non-Central-Cannon Openings", "非中炮类开局"},
	{"Khai cuộc không phải Pháo đầu", "Non-Central-Cannon Openings", "非中炮类开局"},
	{"Khai cuộc không phải Pháo đầu", "Non-Central-Cannon Openings", "非中炮类开局"},

	{"Pháo đầu đối các thế ít gặp", "Central Cannon vs Uncommon Defences", "中炮对非常见开局"},
	{"Pháo đầu đối Đơn đề mã", "Central Cannon vs Single Lifted Horse", "中炮对单提马"},
	{"Pháo đầu đối Tả tam bộ hổ", "Central Cannon vs Left Three-Step Tiger", "中炮对左三步虎"},
	{"Pháo đầu đối Phản cung mã (1)", "Central Cannon vs Reverse Palace Horses (1)", "中炮对反宫马(一)"},
	{"Ngũ lục pháo đối Phản cung mã", "Five-Six Cannons vs Reverse Palace Horses", "五六炮对反宫马"},
	{"Ngũ thất pháo đối Phản cung mã", "Five-Seven Cannons vs Reverse Palace Horses", "五七炮对反宫马"},
	{"Pháo đầu đối Phản cung mã và các thế khác", "Central Cannon vs Reverse Palace Horses and Others", "中炮对反宫马及其他"},
	{"Pháo đầu đối Phản cung mã và các thế khác", "Central Cannon vs Reverse Palace Horses and Others", "中炮对反宫马及其他"},
	{"Pháo đầu đối Phản cung mã và các thế khác", "Central Cannon vs Reverse Palace Horses and Others", "中炮对反宫马及其他"},
	{"Pháo đầu đối Phản cung mã và các thế khác", "Central Cannon vs Reverse Palace Horses and Others", "中炮对反宫马及其他"},

	{"Pháo đầu đối Bình phong mã (1)", "Central Cannon vs Screen Horses (1)", "中炮对屏风马(一)"},
	{"Pháo đầu đối Bình phong mã (2)", "Central Cannon vs Screen Horses (2)", "中炮对屏风马(二)"},
	{"Pháo đầu Xe qua hà Mã thất lộ đối Bình phong mã Lưỡng đầu xà", "Central Cannon, River-Crossing Chariot and Seventh-File Horse vs Screen Horses with Double-Headed Snake", "中炮过河车七路马对屏风马两头蛇"},
	{"Pháo đầu Xe qua hà, hai bên tiến Binh 7, đối Bình phong mã", "Central Cannon, River-Crossing Chariot, Both Seventh Pawns vs Screen Horses", "中炮过河车互进七兵对屏风马"},
	{"Pháo đầu Xe qua hà, hai bên tiến Binh 7, đối Bình phong mã Bình pháo đổi xe", "Central Cannon, River-Crossing Chariot, Both Seventh Pawns vs Screen Horses, Edge Cannon Trading Chariots", "中炮过河车互进七兵对屏风马平炮兑车"},
	{"Ngũ lục pháo đối Bình phong mã", "Five-Six Cannons vs Screen Horses", "五六炮对屏风马"},
	{"Ngũ thất pháo đối Bình phong mã (1)", "Five-Seven Cannons vs Screen Horses (1)", "五七炮对屏风马(一)"},
	{"Ngũ thất pháo đối Bình phong mã (2)", "Five-Seven Cannons vs Screen Horses (2)", "五七炮对屏风马(二)"},
	{"Pháo đầu Pháo tuần hà đối Bình phong mã", "Central Cannon with River Cannon vs Screen Horses", "中炮巡河炮对屏风马"},
	{"Ngũ bát pháo và Ngũ cửu pháo đối Bình phong mã", "Five-Eight and Five-Nine Cannons vs Screen Horses", "五八炮和五九炮对屏风马"},

	{"Thuận pháo", "Same-Direction Cannons", "顺炮局"},
	{"Thuận pháo Trực xa đối Hoãn khai xa", "Same-Direction Cannons, Straight Chariot vs Delayed Chariot", "顺炮直车对缓开车"},
	{"Thuận pháo Trực xa đối Hoành xa", "Same-Direction Cannons, Straight Chariot vs Ranked Chariot", "顺炮直车对横车"},
	{"Pháo đầu đối Tả pháo phong xa chuyển Nghịch pháo", "Central Cannon vs Left Cannon Blocking the Chariot, into Opposite-Direction Cannons", "中炮对左炮封车转列炮"},
	{"Pháo đầu đối Tả tam bộ hổ chuyển Nghịch pháo", "Central Cannon vs Left Three-Step Tiger, into Opposite-Direction Cannons", "中炮对左三步虎转列炮"},
	{"Pháo đầu đối Nghịch pháo", "Central Cannon vs Opposite-Direction Cannon", "中炮对列炮"},
	{"Thuận pháo và Nghịch pháo", "Same- and Opposite-Direction Cannons", "顺炮局和列炮局"},
	{"Thuận pháo và Nghịch pháo", "Same- and Opposite-Direction Cannons", "顺炮局和列炮局"},
	{"Thuận pháo và Nghịch pháo", "Same- and Opposite-Direction Cannons", "顺炮局和列炮局"},
	{"Thuận pháo và Nghịch pháo", "Same- and Opposite-Direction Cannons", "顺炮局和列炮局"},

	{"Tiên nhân chỉ lộ", "Pawn Opening", "仙人指路局"},
	{"Tiên nhân chỉ lộ đối Tốt để pháo", "Pawn Opening vs Cannon Behind the Pawn", "仙人指路对卒底炮"},
	{"Tiên nhân chỉ lộ chuyển Pháo đầu trái đối Tốt để pháo, Phi tượng trái (1)", "Pawn Opening into Left Central Cannon vs Cannon Behind the Pawn, Left Elephant (1)", "仙人指路转左中炮对卒底炮飞左象(一)"},
	{"Tiên nhân chỉ lộ chuyển Pháo đầu trái đối Tốt để pháo, Phi tượng trái (2)", "Pawn Opening into Left Central Cannon vs Cannon Behind the Pawn, Left Elephant (2)", "仙人指路转左中炮对卒底炮飞左象(二)"},
	{"Đối binh cuộc", "Pawns Face to Face", "对兵局"},
	{"Tiên nhân chỉ lộ", "Pawn Opening", "仙人指路局"},
	{"Tiên nhân chỉ lộ", "Pawn Opening", "仙人指路局"},
	{"Tiên nhân chỉ lộ", "Pawn Opening", "仙人指路局"},
	{"Tiên nhân chỉ lộ", "Pawn Opening", "仙人指路局"},
	{"Tiên nhân chỉ lộ", "Pawn Opening", "仙人指路局"},
}
