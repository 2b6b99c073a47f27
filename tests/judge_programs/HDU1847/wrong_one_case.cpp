// wrong: reads one n only instead of reading to the end of the input
#include <cstdio>
int main() {
    int n;
    scanf("%d", &n);
    puts(n % 3 == 0 ? "Cici" : "Kiki");
}
