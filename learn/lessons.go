package learn

import "xiangqi/rules"

// capture is a Capture exercise: take the piece on target within n moves.
func capture(setup, target string, n int, task Text, solution ...string) Exercise {
	return Exercise{Setup: setup, Goal: Capture, Target: target, Moves: n, Task: task, Solution: solution}
}

// mate1 is a mate in one.
func mate1(setup string, task Text, solution string) Exercise {
	return Exercise{Setup: setup, Goal: Mate, Moves: 1, Task: task, Solution: []string{solution}}
}

var (
	taskMate1 = Text{"Chiếu bí trong một nước", "Mate in one move", "一步杀"}
	// taskPattern is the task of every mating-pattern exercise.
	taskPattern = taskMate1
)

// All are the lessons, in the order the Learn screen lists them.
var All = []Lesson{
	// How each piece moves.
	{
		ID: "general", Group: Pieces,
		Title: Text{"Tướng", "The general", "将（帅）"},
		Intro: Text{
			"Tướng đi từng bước một theo đường ngang hoặc dọc, không đi chéo, và không được ra khỏi cung (chín điểm có đường chéo).",
			"The general moves one point along a line, never diagonally, and never leaves the palace (the nine points with the cross).",
			"将（帅）每次沿横线或竖线走一步，不能斜走，也不能走出九宫。",
		},
		Exercises: []Exercise{
			capture("Ke0 ke9 ae8 cf1", "f1", 2, Text{"Ăn pháo trong hai nước", "Take the cannon in two moves", "两步吃掉炮"}, "e0e1", "e1f1"),
			capture("Kd2 ke9 ae8 pf1", "f1", 3, Text{"Ăn tốt trong ba nước (tốt khống chế các điểm bên cạnh và phía trước nó)", "Take the soldier in three moves (it guards the points beside and ahead of it)", "三步吃掉卒（卒控制它旁边和前面的点）"}, "d2e2", "e2f2", "f2f1"),
		},
	},
	{
		ID: "advisor", Group: Pieces,
		Title: Text{"Sĩ", "The advisor", "士（仕）"},
		Intro: Text{
			"Sĩ đi chéo từng bước một và chỉ đi trên năm điểm của cung.",
			"The advisor moves one point diagonally and only on the five points of the palace.",
			"士（仕）每次斜走一步，只能在九宫的五个点上走。",
		},
		Exercises: []Exercise{
			capture("Ke0 Ad0 ke9 ae8 cf2", "f2", 2, Text{"Ăn pháo trong hai nước", "Take the cannon in two moves", "两步吃掉炮"}, "d0e1", "e1f2"),
			capture("Ke0 Af0 kf9 pd2", "d2", 2, Text{"Ăn tốt trong hai nước", "Take the soldier in two moves", "两步吃掉卒"}, "f0e1", "e1d2"),
		},
	},
	{
		ID: "elephant", Group: Pieces,
		Title: Text{"Tượng", "The elephant", "象（相）"},
		Intro: Text{
			"Tượng đi chéo hai điểm (chữ điền). Có quân ở giữa (mắt tượng) thì không đi được, và tượng không được qua sông.",
			"The elephant moves two points diagonally. A piece on the point between (the elephant's eye) blocks it, and it never crosses the river.",
			"象（相）斜走两点（走田字）。田字中心有子（塞象眼）就不能走，象不能过河。",
		},
		Exercises: []Exercise{
			capture("Ke0 Bc0 kd9 ng4", "g4", 2, Text{"Ăn mã trong hai nước", "Take the horse in two moves", "两步吃掉马"}, "c0e2", "e2g4"),
			capture("Ke0 Bg0 kf9 pf1 ce2", "e2", 3, Text{"Mắt tượng bị chặn: đi vòng để ăn pháo trong ba nước", "The elephant's eye is blocked: go round and take the cannon in three moves", "象眼被塞住：绕道三步吃掉炮"}, "g0i2", "i2g4", "g4e2"),
		},
	},
	{
		ID: "horse", Group: Pieces,
		Title: Text{"Mã", "The horse", "马（傌）"},
		Intro: Text{
			"Mã đi một bước thẳng rồi một bước chéo ra ngoài (chữ nhật). Có quân đứng sát ngay bước thẳng đó (cản chân mã) thì không đi được hướng ấy.",
			"The horse moves one point straight, then one diagonally outwards. A piece on the point next to it in that direction (the horse's leg) blocks the move.",
			"马走日字：先直走一点，再斜走一点。直走的那一点有子（蹩马腿）就不能往那边走。",
		},
		Exercises: []Exercise{
			capture("Ke0 Nb0 kd9 ce3", "e3", 2, Text{"Ăn pháo trong hai nước", "Take the cannon in two moves", "两步吃掉炮"}, "b0c2", "c2e3"),
			capture("Ke0 Bg0 Nh0 kd9 pf4", "f4", 2, Text{"Tượng cản một chân mã: ăn tốt trong hai nước", "Your elephant blocks one of the horse's legs: take the soldier in two moves", "相蹩住一条马腿：两步吃掉卒"}, "h0g2", "g2f4"),
		},
	},
	{
		ID: "chariot", Group: Pieces,
		Title: Text{"Xe", "The chariot", "车（俥）"},
		Intro: Text{
			"Xe đi ngang hoặc dọc bao xa cũng được, nhưng không nhảy qua quân khác. Xe là quân mạnh nhất.",
			"The chariot moves any distance along a line but cannot jump over a piece. It is the strongest piece.",
			"车沿横线或竖线走，远近不限，但不能越过其他棋子。车是最强的棋子。",
		},
		Exercises: []Exercise{
			capture("Ke0 Ra0 kd9 ng7", "g7", 2, Text{"Ăn mã trong hai nước", "Take the horse in two moves", "两步吃掉马"}, "a0a7", "a7g7"),
			capture("Ke0 Rb2 Ce2 kd9 nh5", "h5", 2, Text{"Pháo của bạn cản đường: ăn mã trong hai nước", "Your cannon is in the way: take the horse in two moves", "自己的炮挡路：两步吃掉马"}, "b2b5", "b5h5"),
		},
	},
	{
		ID: "cannon", Group: Pieces,
		Title: Text{"Pháo", "The cannon", "炮"},
		Intro: Text{
			"Pháo đi như xe, nhưng khi ăn quân phải nhảy qua đúng một quân (ngòi pháo), của bên nào cũng được.",
			"The cannon moves like a chariot, but captures by jumping over exactly one piece of either side (the screen).",
			"炮走法和车一样，但吃子时必须隔一个棋子（炮架），哪一方的都可以。",
		},
		Exercises: []Exercise{
			capture("Ke0 Ch2 kd9 pb5 nb7", "b7", 2, Text{"Ăn mã trong hai nước: tốt đen làm ngòi", "Take the horse in two moves: the black soldier is the screen", "两步吃掉马：用黑卒当炮架"}, "h2b2", "b2b7"),
			capture("Kd0 Ca2 Pe5 kf9 re8", "e8", 2, Text{"Ăn xe trong hai nước: binh của bạn làm ngòi", "Take the chariot in two moves: your soldier is the screen", "两步吃掉车：用自己的兵当炮架"}, "a2e2", "e2e8"),
		},
	},
	{
		ID: "soldier", Group: Pieces,
		Title: Text{"Tốt (Binh)", "The soldier", "兵（卒）"},
		Intro: Text{
			"Tốt đi thẳng từng bước một và không bao giờ lùi. Qua sông rồi thì được đi ngang.",
			"The soldier moves one point forward and never back. Once across the river it may also move sideways.",
			"兵（卒）每次向前走一步，不能后退；过河以后也可以横走。",
		},
		Exercises: []Exercise{
			capture("Ke0 Pe4 kd9 nd6", "d6", 3, Text{"Ăn mã trong ba nước", "Take the horse in three moves", "三步吃掉马"}, "e4e5", "e5e6", "e6d6"),
			capture("Ke0 Pc6 Pg5 kd9 rf6", "f6", 2, Text{"Ăn xe trong hai nước", "Take the chariot in two moves", "两步吃掉车"}, "g5g6", "g6f6"),
		},
	},

	// The rules that surprise newcomers.
	{
		ID: "flying-general", Group: Rules,
		Title: Text{"Lộ mặt tướng", "The flying general", "将帅不能照面"},
		Intro: Text{
			"Hai tướng không được đứng đối mặt trên cùng một đường dọc mà không có quân nào ở giữa. Vì vậy tướng của bạn khống chế cả đường dọc của nó.",
			"The two generals may never face each other on a file with nothing between them. So your general controls its whole file.",
			"将和帅不能在同一条竖线上直接照面，中间必须有子。所以己方的帅控制着它所在的整条竖线。",
		},
		Exercises: []Exercise{
			mate1("Kd0 Ra7 Nh8 ke9", Text{"Chiếu bí trong một nước: tướng của bạn giữ cả đường dọc của nó", "Mate in one: your general guards its whole file", "一步杀：帅控制着它所在的整条竖线"}, "a7e7"),
			capture("Ke0 Ne4 Ra6 ke9 cd6", "d6", 1, Text{"Ăn pháo, nhưng không được dùng mã: mã đang chắn giữa hai tướng", "Take the cannon, but not with the horse: it stands between the generals", "吃掉炮，但不能用马：马挡在将帅之间"}, "a6d6"),
		},
	},
	{
		ID: "check", Group: Rules,
		Title: Text{"Chiếu tướng và chiếu bí", "Check and checkmate", "将军与将死"},
		Intro: Text{
			"Đe dọa ăn tướng là chiếu tướng; bên bị chiếu phải đỡ ngay. Bị chiếu mà không đỡ được là bị chiếu bí và thua.",
			"Threatening the general is check, and the other side must answer it at once. A check that cannot be answered is checkmate: the game is won.",
			"攻击对方的将叫将军，对方必须立即应将。无法应将就是被将死，输棋。",
		},
		Exercises: []Exercise{
			{Setup: "Kf0 Ra1 kd9", Goal: Check, Moves: 1, Task: Text{"Chiếu tướng", "Give check", "将军"}, Solution: []string{"a1a9"}},
			mate1("Ke0 Ra1 Nb7 kd9", taskMate1, "a1a9"),
		},
	},
	{
		ID: "stalemate", Group: Rules,
		Title: Text{"Hết nước đi là thua", "Stalemate loses", "困毙算输"},
		Intro: Text{
			"Trong cờ tướng, bên đến lượt mà không còn nước đi hợp lệ nào thì thua, kể cả khi không bị chiếu.",
			"In Xiangqi a side with no legal move loses, even when it is not in check.",
			"象棋中，轮到走棋的一方如果无子可动，即使没有被将军也算输（困毙）。",
		},
		Exercises: []Exercise{
			mate1("Ke0 Pc7 kd9", Text{"Đi một nước để Đen hết nước đi (không cần chiếu)", "Leave Black without a legal move (no check needed)", "走一步让黑方无子可动（不必将军）"}, "c7c8"),
		},
	},
	{
		ID: "perpetual-check", Group: Rules,
		Title: Text{"Chiếu mãi là thua", "Perpetual check loses", "长将判负"},
		Intro: Text{
			"Bên nào cứ chiếu liên tục làm thế cờ lặp lại lần thứ ba thì bị xử thua.",
			"A side that checks with every move until the position repeats a third time loses.",
			"一方连续不停地将军，使局面第三次重复，判这一方负。",
		},
		Exercises: []Exercise{
			{Setup: "Kd0 Ra1 ke9", Pre: []string{"a1a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9"},
				Goal: Ruling, Reason: rules.PerpetualCheck, Moves: 1,
				Task:     Text{"Đỏ đã chiếu mọi nước. Chiếu thêm lần nữa bằng xe và xem trọng tài xử", "Red has checked with every move. Check once more with the chariot and see the ruling", "红方每步都在将军。用车再将一次，看裁判怎么判"},
				Solution: []string{"a8a9"}},
		},
	},
	{
		ID: "perpetual-chase", Group: Rules,
		Title: Text{"Đuổi bắt mãi là thua", "Perpetual chase loses", "长捉判负"},
		Intro: Text{
			"Cứ đuổi bắt mãi một quân không được bảo vệ cho đến khi thế cờ lặp lại lần thứ ba cũng bị xử thua.",
			"Chasing the same unprotected piece with every move until the position repeats a third time loses too.",
			"一方每步都捉对方同一个无根子，使局面第三次重复，也判负。",
		},
		Exercises: []Exercise{
			{Setup: "Kd0 Ra8 ke9 cb7", Pre: []string{"a8a7", "b7b6", "a7a6", "b6b7", "a6a7", "b7b6", "a7a6", "b6b7"},
				Goal: Ruling, Reason: rules.PerpetualChase, Moves: 1,
				Task:     Text{"Xe đã đuổi pháo mọi nước. Đuổi thêm lần nữa và xem trọng tài xử", "The chariot has chased the cannon with every move. Chase it once more and see the ruling", "车每步都在捉炮。再捉一次，看裁判怎么判"},
				Solution: []string{"a6a7"}},
		},
	},
	{
		ID: "move-limit", Group: Rules,
		Title: Text{"Luật 60 nước", "The 60-move rule", "六十回合不吃子作和"},
		Intro: Text{
			"Nếu 60 nước liền (mỗi bên) không có quân nào bị ăn thì ván cờ hòa. Ăn một quân thì đếm lại từ đầu.",
			"When 60 moves each go by without a capture, the game is drawn. A capture starts the count again.",
			"双方各走六十步都没有吃子，判和棋。吃子后重新计算。",
		},
		Exercises: []Exercise{
			{Setup: "Ke0 Rb2 kd9 nb7", Clock: 119, Goal: Capture, Target: "b7", Moves: 1,
				Task:     Text{"Đã 59 nước rưỡi không ăn quân: ăn mã ngay, nếu không sẽ hòa", "59½ moves without a capture: take the horse now or it is a draw", "已经五十九步半没有吃子：马上吃掉马，否则就是和棋"},
				Solution: []string{"b2b7"}},
		},
	},

	// Classic mating patterns.
	{
		ID: "horse-cannon", Group: Patterns,
		Title: Text{"Mã hậu pháo", "Horse behind cannon", "马后炮"},
		Intro: Text{
			"Mã đứng cùng đường với tướng đối phương và giữ các điểm bên cạnh; pháo đứng sau mã, dùng mã làm ngòi để chiếu.",
			"The horse stands on the general's line and guards the points beside it; the cannon behind it checks with the horse as the screen.",
			"马在对方将的线上控制将的两侧，炮在马后以马为炮架将军。",
		},
		Exercises: []Exercise{
			mate1("Kd0 Ne7 Ca4 ke9", taskPattern, "a4e4"),
			mate1("Ke0 Nd7 Ci2 kd9", taskPattern, "i2d2"),
		},
	},
	{
		ID: "double-cannon", Group: Patterns,
		Title: Text{"Trùng pháo", "Double cannon", "重炮"},
		Intro: Text{
			"Hai pháo đứng trên cùng một đường: pháo trước làm ngòi cho pháo sau chiếu tướng.",
			"Two cannons on one line: the front one is the screen for the one behind it, which gives check.",
			"两个炮在同一条线上，前炮当炮架，后炮将军。",
		},
		Exercises: []Exercise{
			mate1("Kd0 Ce5 Ca2 ke9 ad9 af9", taskPattern, "a2e2"),
			mate1("Ke0 Cd4 Ch2 Nf7 kd9 ae8", taskPattern, "h2d2"),
		},
	},
	{
		ID: "iron-bolt", Group: Patterns,
		Title: Text{"Thiết môn xuyên", "Iron bolt", "铁门栓"},
		Intro: Text{
			"Pháo đầu, có ngòi ở giữa cung, khóa chặt đường giữa để tướng không về được; xe xuống hàng cuối chiếu tướng.",
			"The central cannon, over a screen in the palace, bolts the middle file so the general cannot come back; the chariot checks on the back rank.",
			"中炮借九宫中的炮架锁住中路，将回不了中，车沉底将军。",
		},
		Exercises: []Exercise{
			mate1("Kd0 Ri1 Ce2 Ng6 kf9 ae8", taskPattern, "i1i9"),
			mate1("Kf0 Ra1 Ce3 Nc6 kd9 ae8", taskPattern, "a1a9"),
		},
	},
	{
		ID: "two-chariots", Group: Patterns,
		Title: Text{"Song xa thác", "Two chariots", "双车错"},
		Intro: Text{
			"Một xe giữ một hàng, xe kia chiếu ở hàng bên cạnh: tướng không còn chỗ chạy.",
			"One chariot holds a rank, the other checks on the rank beside it: the general has nowhere to go.",
			"一车控制一条横线，另一车在相邻横线上将军，将无路可走。",
		},
		Exercises: []Exercise{
			mate1("Kd0 Ra8 Rb1 kf9", taskPattern, "b1b9"),
			mate1("Kf0 Ra8 Rb0 kd9 ae8", taskPattern, "b0b9"),
		},
	},
	{
		ID: "smothered", Group: Patterns,
		Title: Text{"Muộn cung", "Smothered general", "闷宫"},
		Intro: Text{
			"Pháo dùng sĩ của đối phương làm ngòi để chiếu; tướng bị chính các sĩ của mình chặn hết đường chạy.",
			"The cannon checks with an enemy advisor as its screen; the general is boxed in by its own advisors.",
			"炮借对方的士作炮架将军，将被自己的士堵住，无路可逃。",
		},
		Exercises: []Exercise{
			mate1("Kf0 Cb2 ke9 ad9 ae8", taskPattern, "b2b9"),
			mate1("Kd0 Ch3 ke9 af9 ae8", taskPattern, "h3h9"),
		},
	},
	{
		ID: "trough-horse", Group: Patterns,
		Title: Text{"Ngọa tào mã", "Horse in the trough", "卧槽马"},
		Intro: Text{
			"Mã nhảy vào điểm ngay trước góc cung đối phương để chiếu; một quân khác giữ lối thoát của tướng.",
			"The horse jumps to the point just in front of a corner of the enemy palace to check; another piece guards the general's way out.",
			"马跳到对方九宫角前的卧槽位置将军，另一个子控制将的出路。",
		},
		Exercises: []Exercise{
			mate1("Kd0 Ra8 Nh6 ke9 ad9 af9", taskPattern, "h6g8"),
			mate1("Kf0 Nb6 Ri8 ke9 ad9 af9", taskPattern, "b6c8"),
		},
	},
	{
		ID: "corner-horse", Group: Patterns,
		Title: Text{"Quải giác mã", "Horse on the corner", "挂角马"},
		Intro: Text{
			"Mã đứng ở góc cung đối phương, chiếu tướng đang ở giữa hàng cuối.",
			"The horse checks from a corner of the enemy palace at the general on the back rank's middle point.",
			"马在对方九宫的角上将军，将在底线中间。",
		},
		Exercises: []Exercise{
			mate1("Kd0 Ra8 Ng5 ke9 af9", taskPattern, "g5f7"),
			mate1("Kf0 Ri8 Nc5 ke9 ad9", taskPattern, "c5d7"),
		},
	},
	{
		ID: "facing-generals", Group: Patterns,
		Title: Text{"Bạch kiểm tướng", "Facing generals", "白脸将"},
		Intro: Text{
			"Tướng của bạn giữ đường dọc của nó (hai tướng không được đối mặt), xe chiếu ở đường bên cạnh.",
			"Your general holds its file (the generals may not face each other) while the chariot checks on the file beside it.",
			"帅控制它所在的竖线（将帅不能照面），车在旁边的竖线上将军。",
		},
		Exercises: []Exercise{
			mate1("Ke0 Rh1 kd9 af9", taskPattern, "h1d1"),
			mate1("Ke0 Ra2 kf8 ad9", taskPattern, "a2f2"),
		},
	},
}

// Total is the number of exercises in all lessons.
func Total() int {
	n := 0
	for _, l := range All {
		n += len(l.Exercises)
	}
	return n
}

// ByID returns the lesson with id, or nil.
func ByID(id string) *Lesson {
	for i := range All {
		if All[i].ID == id {
			return &All[i]
		}
	}
	return nil
}
