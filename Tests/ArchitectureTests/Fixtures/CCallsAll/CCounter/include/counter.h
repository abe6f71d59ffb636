int counter_next(void);
int counter_save(void);
