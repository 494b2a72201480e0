"""The tutor: lessons as data (Lesson, Step, Quiz) and the LessonWidget that runs them.

See docs/tutor.md.  ``floe_widgets.tutor.files`` finds (and copies) the tutorial notebooks.
"""

from .diagnosis import Diagnosis, Mistake
from .lesson import Lesson, LessonError, Quiz, Step, play_solution
from .markdown import to_html

__all__ = ["Diagnosis", "Lesson", "LessonError", "LessonWidget", "Mistake", "Quiz", "Step", "play_solution",
           "load_lesson", "to_html"]


def __getattr__(name: str):
    # the widget pulls in ipywidgets; lessons themselves are plain data
    if name == "LessonWidget":
        from .widget import LessonWidget

        return LessonWidget
    if name == "load_lesson":  # reads a lesson file (and imports the game's vocabulary)
        from .lesson_file import load_lesson

        return load_lesson
    raise AttributeError(name)
