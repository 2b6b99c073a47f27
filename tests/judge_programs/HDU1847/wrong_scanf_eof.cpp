// wrong: while (scanf(...)) never ends, as scanf returns EOF (-1, true) at the end of the input: the last answer is printed for ever
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n)) puts(n % 3 ? "Kiki" : "Cici");
}
