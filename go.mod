module xiangqi

go 1.26
