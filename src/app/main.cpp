// Entry point of the game app, the same for the desktop and the browser.
#include "app/app.h"

int main(int, char**) { return carc::app::run(); }
