"""AI players over the game protocol. Agents are named like `random`, `greedy`, `search:strong`."""
from .agents import AGENT_NAMES, Agent, UnknownAgent, make_agent

__all__ = ["AGENT_NAMES", "Agent", "UnknownAgent", "make_agent"]
