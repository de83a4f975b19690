"""Pasted text on screen (issue 23): control and format characters and whole escape
sequences are removed from the command line as they arrive, before the command is read."""

from __future__ import annotations

from textual import events
from textual.app import App, ComposeResult

from cresus_tui.tui.widgets.command_line import CommandLine


class LineApp(App):
    def compose(self) -> ComposeResult:
        yield CommandLine(lambda text: [])


async def test_a_paste_loses_its_control_characters():
    app = LineApp()
    async with app.run_test() as pilot:
        line = app.query_one(CommandLine)
        line.focus()
        line.post_message(events.Paste("look\x01\x05"))
        await pilot.pause()
        assert line.value == "look"
        line.value = ""
        line.post_message(events.Paste("\x1b[31mbid\u202e 20\x1b]0;X\x07"))
        await pilot.pause()
        assert line.value == "bid 20"
        line.insert_text_at_cursor("\x07!")
        assert line.value == "bid 20!"
