#include <stdio.h>
#include "counter.h"

static int count = 0;

int counter_next(void) { return ++count; }

int counter_save(void) {
  FILE *file = fopen("count", "w");
  if (!file) return -1;
  fprintf(file, "%d\n", count);
  return fclose(file);
}
